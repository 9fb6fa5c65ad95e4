import SlideBackCore

extension Options {
    /// The checks across flags, once each is read: a capture of a frame never drawn, a window
    /// past the pixel limit, an edge strip wider than the screen, a style nobody knows.
    func checkTogether() throws {
        if let frames, let late = captures.first(where: { $0.frame >= frames }) {
            // Otherwise the run ends before that frame and the PNG is silently never written.
            throw OptionError(description: "--capture: frame \(late.frame) is never drawn: --frames \(frames) draws frames 0 to \(frames - 1)")
        }
        try Self.checkPixelLimit(size: size, scale: scale, screens: 1 + compareWith.count)
        if let edgeWidth, edgeWidth > size.width {
            throw OptionError(description: "--edge-width: \(edgeWidth) is wider than the screen (\(size.width) pt)")
        }
        // Without style files every name is known now: say so before anything is loaded.
        if styleFiles.isEmpty { _ = try resolveStyles(in: StyleCatalog()) }
    }

    /// Throws when `screens` screens of `size` points side by side at `scale` are a window past
    /// the pixel limit, naming the flags: every command that draws at `--size` and `--scale`
    /// (the program, `bench`) checks it before anything is drawn.
    static func checkPixelLimit(size: Size, scale: Double, screens: Int = 1) throws {
        let window = Size(width: size.width * Double(screens), height: size.height)
        guard !PixelLimit.fits(width: window.width * scale, height: window.height * scale) else { return }
        let asked = "--size \(formatNumber(size.width))x\(formatNumber(size.height)) with --scale \(formatNumber(scale))"
        let flags = screens == 1 ? asked : "\(asked) and \(screens) screens of --compare"
        throw OptionError(description: "\(flags) is a window of \(PixelLimit.pixelText(window, scale: scale)), over \(PixelLimit.text); "
                          + "choose a smaller --size or --scale")
    }

    /// The styles `--style` and `--compare` name, found in `catalog`; an unknown name is an
    /// error naming the flag and listing the known ones.
    func resolveStyles(in catalog: StyleCatalog) throws -> (style: StyleSpec, compareWith: [StyleSpec]) {
        let flag = stylesFromCompare ? "--compare" : "--style"
        func find(_ name: String) throws -> StyleSpec {
            guard let spec = catalog.spec(named: name) else {
                throw OptionError(description: "\(flag): unknown style \"\(name.prefix(40))\" (known: \(catalog.knownNames))")
            }
            return spec
        }
        return (try find(style), try compareWith.map(find))
    }

    /// Reads the arguments after the program's name; `nil` when they ask for the usage.
    static func parse(_ arguments: [String]) throws -> Options? {
        guard case .run(let options) = try table.parse(arguments) else { return nil }
        return options
    }
}
