/// A value kept behind one reference that copies share: copying the struct holding it copies a
/// pointer, not the value, and setting it makes a new box, so a copy never sees the change. For a
/// large value read often and set rarely that travels with a struct copied often: the navigator's
/// two style specs (1,153 bytes each) were three quarters of every navigator's bytes, and a
/// navigator is copied at every step of a stage and at each of a test's checks.
@propertyWrapper
public struct Boxed<Value: Sendable>: Sendable {
    /// Immutable, so shared freely.
    private final class Box: Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    private var box: Box

    /// Boxes `wrappedValue`.
    public init(wrappedValue: Value) {
        box = Box(wrappedValue)
    }

    /// The value; setting it (or any part of it) puts the new value in a new box. Read in place:
    /// reading one field does not copy the whole value out.
    public var wrappedValue: Value {
        _read { yield box.value }
        set { box = Box(newValue) }
    }
}
