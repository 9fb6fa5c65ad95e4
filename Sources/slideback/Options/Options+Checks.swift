import SlideBackCore

extension Options {
    /// The checks across flags, once each is read: a capture of a frame never drawn, a window
    /// past the pixel limit, an edge strip wider than the screen, a style nobody knows.
    func checkTogether() throws {
        if let frames, let late = captures.first(where: { $0.frame >= frames }) {
            // Otherwise the run ends before that frame and the PNG is silently never written.
            throw OptionError(description: "--capture: frame \(late.frame) is never drawn: --frames \(frames) draws frames 0 to \(frames - 1)")
        }
        let screens = Double(1 + compareWith.count)
        let window = Size(width: size.width * screens, height: size.height)
        if !PixelLimit.fits(width: window.width * scale, height: window.height * scale) {
            let asked = "--size \(formatNumber(size.width))x\(formatNumber(size.height)) with --scale \(formatNumber(scale))"
            let flags = compareWith.isEmpty ? asked : "\(asked) and \(Int(screens)) screens of --compare"
            throw OptionError(description: "\(flags) is a window of \(PixelLimit.pixelText(window, scale: scale)), over \(PixelLimit.text); "
                              + "choose a smaller --size or --scale")
        }
        if caption, gifPath == nil, videoPath == nil {
            throw OptionError(description: "--caption: captions --gif and --video frames; give one of them")
        }
        if !self.screens.isEmpty, scenePath != nil {
            throw OptionError(description: "--screens and --scene both give the scene; use one")
        }
        if let edgeWidth, edgeWidth > size.width {
            throw OptionError(description: "--edge-width: \(edgeWidth) is wider than the screen (\(size.width) pt)")
        }
        // Without style files every name is known now: say so before anything is loaded.
        if styleFiles.isEmpty { _ = try resolveStyles(in: StyleCatalog()) }
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
