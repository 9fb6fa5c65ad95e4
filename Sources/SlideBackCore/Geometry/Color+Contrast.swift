import Foundation

/// WCAG 2 contrast, used to choose bar text and tint colours that stay readable.
extension Color {
    /// Relative luminance as WCAG 2 defines it: the sRGB channels linearised, weighted 0.2126,
    /// 0.7152, 0.0722; 0 for black, 1 for white.
    public var relativeLuminance: Double {
        let linear = Self.linearChannels
        return 0.2126 * linear[Int(red)] + 0.7152 * linear[Int(green)] + 0.0722 * linear[Int(blue)]
    }

    /// Each 8-bit sRGB channel value linearised, made once: the status text's colour is judged by
    /// thousands of contrasts a frame, and a `pow` per channel each time was a seventh of it.
    private static let linearChannels: [Double] = (0...255).map { channel in
        let value = Double(channel) / 255
        return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }

    /// The WCAG contrast ratio between two opaque colours, 1 (none) to 21 (black on white).
    public func contrastRatio(with other: Color) -> Double {
        let a = relativeLuminance, b = other.relativeLuminance
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// This colour with `over` drawn on it at opacity `alpha`, as straight-alpha blending does (opaque).
    public func overlaid(with over: Color, alpha: Double) -> Color {
        let t = min(1, max(0, alpha))
        // In typed steps: as one expression it took the type checker 0.4 s.
        func channel(_ under: UInt8, _ top: UInt8) -> UInt8 {
            let low = Double(under), high = Double(top)
            let mixed: Double = low + (high - low) * t
            return UInt8(mixed.rounded())
        }
        return Color(red: channel(red, over.red), green: channel(green, over.green), blue: channel(blue, over.blue))
    }

    /// The dark text colour of bars and status text (a near-black, as iOS's label colour).
    public static let darkInk = Color(rgb: 0x111111)

    /// Of dark ink and white, the one with the higher contrast against `background`; pure black
    /// where neither reaches 4.5:1 (a mid-tone, where black or white always does).
    public static func ink(over background: Color) -> Color {
        let best = darkInk.contrastRatio(with: background) >= white.contrastRatio(with: background) ? darkInk : white
        guard best.contrastRatio(with: background) < minimumTextContrast else { return best }
        return black.contrastRatio(with: background) > white.contrastRatio(with: background) ? black : white
    }

    /// WCAG 2's minimum contrast for normal text (level AA), which bar titles must reach.
    public static let minimumTextContrast = 4.5
}
