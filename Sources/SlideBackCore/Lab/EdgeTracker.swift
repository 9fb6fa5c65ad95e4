/// Finds a moving page's leading edge in the frames (grey or RGB) of a screen recording, one
/// frame at a time, so a recording becomes a `ReferenceMotion`.
///
/// The method: a page's edge is a vertical line through the whole screen, where most other edges
/// (text, icons, photos) span a few rows. So each frame is reduced to one number a column: the
/// median over the rows of the step from the column before (the largest of a pixel's channels).
/// A column the edge crosses in most rows has a large median; one that text crosses in a few
/// rows has none. What does not move is taken away: each column's median over all the frames (a
/// full-height line that is always there), or, where more, the smaller of its values in the
/// frames before and after (a page at rest for a while is in both; an edge that moves a pixel a
/// frame or more is in neither). The columns left standing out by `minimumStrength` are the
/// candidates, each placed to a fraction of a pixel by the centroid of its step and its two
/// neighbours' (an edge drawn with a partly covered column splits its step between two).
/// Frame after frame the edge followed is the strongest candidate, or, within `largestStep` of
/// the last, the one nearest where it is heading; a jump further starts another run. Only runs
/// that last `minimumRun` frames and travel `minimumTravel` of the width are kept: a page at
/// rest, or the page underneath shifting a little, is not the moving page.
///
/// Limits: the edge must be sharp and show a step in at least half the rows (a page the same
/// colour as what it slides over cannot be seen); an edge within a pixel of either side of the
/// crop is not found; an edge that moves less than a pixel a frame is partly taken for still;
/// a second full-height moving edge (a page narrower than the screen) competes with the first.
public struct EdgeTracker: Sendable {
    /// The frames' size in pixels.
    public let width: Int, height: Int
    /// Each frame's time, seconds, and its columns' median steps.
    private var times: [Double] = []
    private var profiles: [[UInt8]] = []
    /// How far (in grey levels, 0 to 255) the edge's column must stand out of the still picture.
    public static let minimumStrength = 6
    /// How far the edge must travel over the recording, as a fraction of the width, to be a
    /// moving page rather than a flicker.
    public static let minimumTravel = 0.1
    /// The furthest an edge may go from one frame to the next, as a fraction of the width, and
    /// still be the same edge: a push's first frame moves some 10%, a 30 fps GIF's twice that.
    public static let largestStep = 0.3
    /// The fewest frames a run is seen in to be a motion.
    public static let minimumRun = 3

    /// Bytes a pixel: 1 for grey, 3 for RGB (a step is the largest of its channels' steps, so a
    /// red page over a blue one of the same brightness still has an edge).
    public let channels: Int

    /// A tracker of frames `width` x `height` pixels (at least 8 x 1) of `channels` bytes each.
    public init(width: Int, height: Int, channels: Int = 1) {
        self.width = max(8, width)
        self.height = max(1, height)
        self.channels = max(1, channels)
    }

    /// Frames added so far.
    public var frameCount: Int { times.count }

    /// Adds a frame shown at `time` seconds: `width * height` pixels of `channels` bytes, row
    /// after row.
    public mutating func add(_ pixels: UnsafeBufferPointer<UInt8>, time: Double) {
        precondition(pixels.count >= width * height * channels, "a frame of \(width)x\(height) pixels of \(channels) bytes")
        // For each column, a histogram of its steps over the rows; the median read from it.
        var histogram = [Int32](zeros: width * 256)
        for row in 0..<height {
            let base = row * width * channels
            for column in 1..<width {
                let here = base + column * channels
                var step = 0
                for channel in 0..<channels { step = max(step, abs(Int(pixels[here + channel]) - Int(pixels[here - channels + channel]))) }
                histogram[column * 256 + step] += 1
            }
        }
        var profile = [UInt8](repeating: 0, count: width)
        let half = (height + 1) / 2
        for column in 1..<width {
            var count = 0, level = 0
            while level < 255 {
                count += Int(histogram[column * 256 + level])
                if count >= half { break }
                level += 1
            }
            profile[column] = UInt8(level)
        }
        times.append(time)
        profiles.append(profile)
    }

    /// The motion of the edge, in points of a screen `widthInPoints` wide, named `name`; throws
    /// in one line when there are too few frames or no moving edge.
    public func motion(name: String, widthInPoints: Double) throws -> ReferenceMotion {
        guard times.count >= 2 else {
            throw ReferenceProblem(file: name, "has \(times.count) \(times.count == 1 ? "frame" : "frames"); tracking a motion needs at least 2")
        }
        let still = stillPicture()
        // Runs of frames whose edge moves on smoothly; a jump starts another run.
        var runs: [[ReferenceMotion.Sample]] = []
        var last: Followed?
        let reach = Self.largestStep * Double(width)
        for (frame, time) in times.enumerated() {
            let candidates = edges(in: profiles[frame], still: stillness(of: frame, still: still))
            guard let pixel = choose(from: candidates, after: last.flatMap { $0.frame == frame - 1 ? $0 : nil }, reach: reach) else { continue }
            let joined = last.map { $0.frame == frame - 1 && $0.follows(to: pixel, reach: reach) } ?? false
            let sample = ReferenceMotion.Sample(time: time, x: pixel * widthInPoints / Double(width), isJoined: joined)
            if joined { runs[runs.count - 1].append(sample) } else { runs.append([sample]) }
            last = Followed(frame: frame, x: pixel, step: joined ? pixel - (last?.x ?? pixel) : nil)
        }
        // An edge that stays put (a page at rest, the page underneath sliding a little) is not the page's.
        func travel(_ run: [ReferenceMotion.Sample]) -> Double { (run.map(\.x).max() ?? 0) - (run.map(\.x).min() ?? 0) }
        let moving = runs.filter { $0.count >= Self.minimumRun && travel($0) >= Self.minimumTravel * widthInPoints }
        guard !moving.isEmpty else {
            let longest = runs.map(travel).max() ?? 0
            let found = runs.isEmpty ? "no frame has one" : "the strongest moved \(Int(longest.rounded())) pt"
            throw ReferenceProblem(file: name, "no page edge moves across the screen (\(found)); check --reference-crop")
        }
        return try ReferenceMotion(name: name, width: widthInPoints, samples: Array(moving.joined()))
    }

    /// The edge followed in the last frame: where it was, pixels, and how far it had come from
    /// the frame before (`nil` when it had just been found).
    private struct Followed {
        var frame: Int, x: Double, step: Double?

        /// Whether an edge at `x` in the next frame is the same edge: near, and, once it has a
        /// speed, not turning on the spot (a page that has arrived is not followed onto another
        /// edge sliding the other way).
        func follows(to next: Double, reach: Double) -> Bool {
            abs(next - x) <= reach && (step.map { abs(next - x - $0) <= reach / 2 } ?? true)
        }
    }

    /// What stands still in frame `frame`, column by column: the whole recording's still picture,
    /// or, where more, what the frame shares with the frames before and after it.
    private func stillness(of frame: Int, still: [Int]) -> [Int] {
        let before = profiles[frame > 0 ? frame - 1 : min(profiles.count - 1, frame + 1)]
        let after = profiles[frame + 1 < profiles.count ? frame + 1 : max(0, frame - 1)]
        return (0..<width).map { max(still[$0], Int(min(before[$0], after[$0]))) }
    }

    /// The edge to follow among a frame's `candidates`: the strongest, unless `last` (the edge
    /// of the frame before) has one within `reach`. Then the one nearest where it is heading, a
    /// little slower (most motions ease out), is taken: among all within reach when the
    /// strongest is not (at the end of a pop the page underneath, no longer dimmed, outshines the
    /// page's own edge), else among those at least half as strong (a still line whose contrast
    /// changes as the page passes it).
    private func choose(from candidates: [(x: Double, strength: Int)], after last: Followed?, reach: Double) -> Double? {
        guard let strongest = candidates.first else { return nil }
        guard let last else { return strongest.x }
        let heading = last.x + 0.7 * (last.step ?? 0)
        let floor = abs(strongest.x - last.x) > reach ? 0 : strongest.strength / 2
        let near = candidates.filter { abs($0.x - last.x) <= reach && $0.strength >= floor }
        return near.min { abs($0.x - heading) < abs($1.x - heading) }?.x ?? strongest.x
    }

    /// Each column's median step over all the frames: what stands still.
    private func stillPicture() -> [Int] {
        var column = [UInt8](repeating: 0, count: profiles.count)
        return (0..<width).map { index in
            for (frame, profile) in profiles.enumerated() { column[frame] = profile[index] }
            column.sort()
            return Int(column[column.count / 2])
        }
    }

    /// The edges in one frame, strongest first, at most four: each column that stands out of
    /// the still picture by `minimumStrength` more than its neighbours, at x pixels (0 is the left
    /// side of the first column) to a fraction of one, and how far it stands out.
    private func edges(in profile: [UInt8], still: [Int]) -> [(x: Double, strength: Int)] {
        // The first and last steps are the crop's own sides, never the page's.
        func strength(_ column: Int) -> Int { column >= 2 && column < width - 1 ? max(0, Int(profile[column]) - still[column]) : 0 }
        var peaks: [(column: Int, strength: Int)] = []
        for column in 2..<(width - 1) {
            let value = strength(column)
            guard value >= Self.minimumStrength, value > strength(column - 1), value >= strength(column + 1) else { continue }
            peaks.append((column, value))
        }
        return peaks.sorted { $0.strength > $1.strength }.prefix(4).map { peak in
            // Step k is between columns k - 1 and k: at x = k.
            let columns = (peak.column - 1)...(peak.column + 1)
            let weight = columns.map { Double(strength($0)) }.reduce(0, +)
            return (columns.map { Double(strength($0) * $0) }.reduce(0, +) / weight, peak.strength)
        }
    }
}
