import SlideBackCore

/// Everything one style's session recorded.
public struct StyleRecord {
    /// The style.
    let style: StyleSpec
    /// CPU time of every frame (update + draw + present), in order.
    var cpu: [Double] = []
    /// Wall time of the same frames.
    var wall: [Double] = []
    /// CPU times of the visit near the root, and of the same visit at the deep depth.
    var shallow: [Double] = [], deep: [Double] = []
    /// Textures created during frames with no push or pop, in either lane.
    var texturesCreatedSteady = 0
    /// Textures created in all.
    var texturesCreated = 0
    /// Most snapshot memory the main session held after any frame (the shallow lane has a
    /// compositor, and a budget, of its own).
    public internal(set) var snapshotBytesMax = 0
    /// Pictures evicted and painted again during the session.
    var evictions = 0, repaints = 0
    /// Frames whose shown pictures alone exceeded the budget.
    var framesOverBudget = 0
    /// Pixels drawn per window pixel, every frame of the main session.
    var overdraw: [Double] = []

    /// Adds one frame of a lane; `mainLane` tells the main session from the shallow lane.
    mutating func add(_ sample: FrameSample, part: BenchmarkPart, mainLane: Bool) {
        cpu.append(sample.cpu)
        wall.append(sample.wall)
        switch part {
        case .shallow: shallow.append(sample.cpu)
        case .deep: deep.append(sample.cpu)
        case .other: break
        }
        texturesCreated += sample.texturesCreated
        if sample.steady { texturesCreatedSteady += sample.texturesCreated }
        if mainLane {
            snapshotBytesMax = max(snapshotBytesMax, sample.snapshotBytes)
            overdraw.append(sample.overdraw)
        }
    }

    /// Pixels drawn per window pixel, on average over the frames and at most.
    var overdrawMean: Double { overdraw.isEmpty ? 0 : overdraw.reduce(0, +) / Double(overdraw.count) }
    var overdrawMax: Double { overdraw.max() ?? 0 }

    /// The depth ratio: median frame at the deep depth over the same visit near the root.
    var depthRatio: Double {
        let deepMedian = FrameStatistics(deep).percentile(50), shallowMedian = FrameStatistics(shallow).percentile(50)
        return shallowMedian > 0 ? deepMedian / shallowMedian : 0
    }
}
