/// Layers that move as one, under one transform: a page with its bar, a picture, or the shared
/// bar. The layers are placed as if the group stood still, at the screen's origin.
public struct LayerGroup: Equatable, Sendable {
    /// What the group is in the transition, for overlays and tests.
    public enum Role: String, Equatable, Sendable {
        /// The page at rest.
        case page
        /// The page in front: leaving in a pop or swipe, entering in a push.
        case front
        /// The page underneath: revealed by a pop, covered by a push.
        case back
        /// What stays put above the pages: a shared bar, the status text.
        case chrome
    }

    /// The group's part in the transition.
    public var role: Role
    /// Where and how it is drawn.
    public var transform: PageTransform
    /// Its layers, back to front, untransformed.
    public var layers: [Layer]

    /// Makes a group.
    public init(_ role: Role, transform: PageTransform = .identity, layers: [Layer]) {
        self.role = role
        self.transform = transform
        self.layers = layers
    }

    /// Its layers placed on the screen as a group only moved by (`dx`, `dy`) points places them.
    public func layers(movedBy dx: Double, _ dy: Double) -> [Layer] {
        layers.map { layer in
            var moved = layer
            moved.frame = layer.frame.offsetBy(dx: dx, dy: dy)
            return moved
        }
    }
}
