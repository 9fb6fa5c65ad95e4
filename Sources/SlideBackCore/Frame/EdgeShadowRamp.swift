/// How dark an edge shadow (`Layer.Content.edgeShadow`) is across its strip: black whose opacity
/// rises smoothly (a smoothstep) from nothing at the strip's outer side to the layer's alpha at its
/// inner side, under the page (mirrored: from the right side to the left). The renderer draws each
/// pixel column of the strip as dark as it is at the column's centre, and the status text's colour
/// is chosen against it at the point its pixel is placed by (`StatusBackdrop`), so both agree.
public enum EdgeShadowRamp {
    /// The opacity at `fraction` of the strip's width from its outer side (0...1, clamped).
    public static func opacity(atFraction fraction: Double) -> Double {
        let t = min(1, max(0, fraction))
        return t * t * (3 - 2 * t)
    }

    /// The opacity a shadow layer (its frame, alpha and mirroring) lays over the screen point `x`:
    /// 0 outside its strip.
    public static func opacity(of layer: Layer, atX x: Double) -> Double {
        guard layer.frame.width > 0, x >= layer.frame.x, x <= layer.frame.maxX else { return 0 }
        let fraction = (x - layer.frame.x) / layer.frame.width
        return layer.alpha * opacity(atFraction: layer.mirrored ? 1 - fraction : fraction)
    }
}
