import CFontconfig
import Foundation

/// Finds, through Fontconfig, an installed font file that has a glyph for a character the title
/// font lacks (CJK, emoji, other scripts), preferring fonts like the title's (sans-serif, bold).
/// Answers are cached per character; a character no font has gets `nil`, and is drawn as the
/// title font draws it. Fontconfig's configuration and font list are loaded at the first
/// question, not before: most titles need no other font, and the random-script fuzz test, which
/// opens 500 displays, took 12.7 s loading them at each and 11.2 s without. The load, about 3 ms,
/// falls before the first frame for the bars' titles (`Compositor.prepare` paints them all), and
/// where a page's own text needs another font, in the frame that first paints that page, which
/// also looks its glyphs' fonts up.
final class FontFallback {
    private var found: [UInt32: String?] = [:]
    /// Fontconfig's configuration once loaded; `.some(nil)` when loading it failed.
    private var loaded: OpaquePointer??

    deinit {
        if case .some(.some(let config)) = loaded { FcConfigDestroy(config) }
    }

    private var config: OpaquePointer? {
        if let loaded { return loaded }
        let config = FcInitLoadConfigAndFonts()
        loaded = .some(config)
        return config
    }

    /// A font file with a glyph for `scalar`, or `nil` when no installed font has one.
    func fontPath(for scalar: Unicode.Scalar) -> String? {
        if let known = found[scalar.value] { return known }
        let path = lookUp(scalar)
        found[scalar.value] = path
        return path
    }

    private func lookUp(_ scalar: Unicode.Scalar) -> String? {
        guard let config, let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        guard let charset = FcCharSetCreate() else { return nil }
        defer { FcCharSetDestroy(charset) }
        FcCharSetAddChar(charset, scalar.value)
        FcPatternAddCharSet(pattern, FC_CHARSET, charset)
        FcPatternAddString(pattern, FC_FAMILY, "sans-serif")
        FcPatternAddInteger(pattern, FC_WEIGHT, Int32(FC_WEIGHT_BOLD))
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultMatch
        guard let match = FcFontMatch(config, pattern, &result) else { return nil }
        defer { FcPatternDestroy(match) }
        // The best match may still lack the glyph (Fontconfig ranks, it does not filter).
        var matchedSet: OpaquePointer?
        guard FcPatternGetCharSet(match, FC_CHARSET, 0, &matchedSet) == FcResultMatch, let matchedSet,
              FcCharSetHasChar(matchedSet, scalar.value) != 0 else { return nil }
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(match, FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
        return String(cString: UnsafeRawPointer(file).assumingMemoryBound(to: CChar.self))
    }
}
