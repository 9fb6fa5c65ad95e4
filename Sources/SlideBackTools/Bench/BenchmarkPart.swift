/// Which part of the benchmark session a frame belongs to: the two visits are compared for the
/// depth ratio.
enum BenchmarkPart {
    /// Anything but a visit.
    case other
    /// The visit near the root (`BenchmarkSession.shallowDepth`).
    case shallow
    /// The visit at the deep depth.
    case deep
}
