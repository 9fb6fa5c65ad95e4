extension MotionGraph.Track {
    /// Halves a whole run's history once it holds twice `samplesOver` samples (or `markersOver`
    /// markers), so its memory and the plot's drawing stay bounded however long the run: samples
    /// are taken in pairs and the one in motion kept (moving over at rest, then the faster), so a
    /// transition narrower than a pixel of the plot still shows; markers keep every other one.
    /// The newest sample is always kept: the next frame's speeds and markers are found from it.
    mutating func thin(samplesOver sampleLimit: Int, markersOver markerLimit: Int) {
        if samples.count > 2 * sampleLimit {
            let newest = samples.removeLast()
            samples = stride(from: 0, to: samples.count, by: 2).map { index in
                index + 1 < samples.count ? Self.livelier(samples[index], samples[index + 1]) : samples[index]
            }
            samples.append(newest)
        }
        if markers.count > 2 * markerLimit {
            markers = stride(from: 0, to: markers.count, by: 2).map { markers[$0] }
        }
    }

    /// Of two neighbouring samples, the one that shows more motion.
    private static func livelier(_ first: MotionGraph.Sample, _ second: MotionGraph.Sample) -> MotionGraph.Sample {
        if (first.phase == .rest) != (second.phase == .rest) { return first.phase == .rest ? second : first }
        let speed = { (sample: MotionGraph.Sample) in abs(sample.pageVelocity ?? 0) + abs(sample.fingerVelocity ?? 0) }
        return speed(second) > speed(first) ? second : first
    }
}
