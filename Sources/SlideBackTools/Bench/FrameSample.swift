/// What one frame of one lane cost and did.
struct FrameSample {
    /// CPU time of this thread for the frame, in milliseconds.
    let cpu: Double
    /// Wall time of the same frame.
    let wall: Double
    /// Textures the frame created.
    let texturesCreated: Int
    /// Whether the frame had no push or pop: no push or pop animation before or after it, and
    /// the same stack and snapshot list before and after.
    let steady: Bool
    /// Snapshot memory the lane's compositor holds after the frame.
    let snapshotBytes: Int
    /// Pixels drawn into the window per window pixel, counted after clipping.
    let overdraw: Double
}
