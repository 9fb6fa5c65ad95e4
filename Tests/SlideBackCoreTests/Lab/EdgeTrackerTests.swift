import XCTest
@testable import SlideBackCore

/// The edge tracker on frames drawn here: a page sliding over another at fractions of a pixel,
/// on plain and on textured pages, past a still full-height line; and the recordings it refuses.
final class EdgeTrackerTests: XCTestCase {
    private let width = 200, height = 60

    /// A frame with the page's left edge at `edge` pixels (the column it partly covers blended),
    /// `page(row, column)` the page's grey, `under` what it slides over.
    private func frame(edge: Double, page: (Int, Int) -> Double, under: (Int, Int) -> Double = { _, _ in 40 }, line: Int? = nil) -> [UInt8] {
        var pixels = [UInt8](repeating: 0, count: width * height)
        for row in 0..<height {
            for column in 0..<width {
                let covered = min(1, max(0, Double(column + 1) - edge))
                var value = covered * page(row, column) + (1 - covered) * under(row, column)
                if column == line { value = 250 }
                pixels[row * width + column] = UInt8(max(0, min(255, value.rounded())))
            }
        }
        return pixels
    }

    private func track(_ edges: [Double], page: @escaping (Int, Int) -> Double, under: @escaping (Int, Int) -> Double = { _, _ in 40 },
                       line: Int? = nil, widthInPoints: Double = 400) throws -> ReferenceMotion {
        var tracker = EdgeTracker(width: width, height: height)
        for (index, edge) in edges.enumerated() {
            let pixels = frame(edge: edge, page: page, under: under, line: line)
            pixels.withUnsafeBufferPointer { tracker.add($0, time: Double(index) / 60) }
        }
        return try tracker.motion(name: "clip.mp4", widthInPoints: widthInPoints)
    }

    /// A still stretch, then an eased slide from the right side to the left, then still again.
    private var slide: [Double] {
        // Typed step by step: as one expression it took the type checker 3 s in every job that read it.
        let still = [Double](repeating: 250, count: 6), settled = [Double](repeating: 0, count: 12)
        let eased = (0...24).map { (step: Int) -> Double in 190 - 180 * (1 - pow(1 - Double(step) / 24, 3)) }
        return still + eased + settled
    }

    func testAPlainPageIsPlacedToAFractionOfAPixel() throws {
        let edges = slide
        let motion = try track(edges, page: { _, _ in 220 })
        XCTAssertGreaterThan(motion.samples.count, 20)
        for sample in motion.samples {
            let frame = Int((sample.time * 60).rounded()), truth = edges[frame] * 2
            // An edge that moves less than a pixel a frame shares part of its step with the
            // frames beside it, which the still picture takes away: within a pixel, then.
            let pixelsAFrame = abs(edges[frame] - edges[max(0, frame - 1)])
            XCTAssertEqual(sample.x, truth, accuracy: pixelsAFrame >= 1 ? 0.1 : 2, "at \(sample.time) s (points: 2 a pixel)")
        }
    }

    func testATexturedPageAndAStillLineAreNotTheEdge() throws {
        // Pictures (bands that change from row to row and shade across), over a page underneath
        // with its own, darker, and a full-height line that never moves at column 120.
        let edges = slide
        let motion = try track(edges, page: { row, column in 150 + 60 * sin(Double(row) * 0.7) * cos(Double(column) * 0.05) },
                               under: { row, column in 50 + 30 * cos(Double(row) * 0.4 + Double(column) * 0.1) }, line: 120)
        XCTAssertGreaterThan(motion.samples.count, 18)
        let errors = motion.samples.map { $0.x - edges[Int(($0.time * 60).rounded())] * 2 }
        let rms = (errors.map { $0 * $0 }.reduce(0, +) / Double(errors.count)).squareRoot()
        XCTAssertLessThan(rms, 2, "points")
    }

    func testARedPageOverABlueOneOfTheSameBrightnessIsSeenInColour() throws {
        // Red (204, 51, 51) over blue (51, 102, 204): 97 and 98 in grey, an edge in colour.
        let edges = slide
        var tracker = EdgeTracker(width: width, height: height, channels: 3)
        for (index, edge) in edges.enumerated() {
            // Every row alike.
            let row = (0..<width).flatMap { column in
                let covered = min(1, max(0, Double(column + 1) - edge))
                return [(204.0, 51.0), (51, 102), (51, 204)].map { UInt8((covered * $0.0 + (1 - covered) * $0.1).rounded()) }
            }
            var pixels: [UInt8] = []  // row after row: joining them was a generic call a byte
            for _ in 0..<height { pixels += row }
            pixels.withUnsafeBufferPointer { tracker.add($0, time: Double(index) / 60) }
        }
        let motion = try tracker.motion(name: "colour.mp4", widthInPoints: 400)
        XCTAssertGreaterThan(motion.samples.count, 20)
        for sample in motion.samples {
            let frame = Int((sample.time * 60).rounded())
            guard abs(edges[frame] - edges[frame - 1]) >= 1 else { continue }
            XCTAssertEqual(sample.x, edges[frame] * 2, accuracy: 0.2, "at \(sample.time) s")
        }
    }

    func testNoMovingEdgeAndTooFewFramesAreRefusedNamingTheFile() throws {
        var still = EdgeTracker(width: width, height: height)
        for index in 0..<10 {
            let pixels = frame(edge: 80, page: { _, _ in 220 })
            pixels.withUnsafeBufferPointer { still.add($0, time: Double(index) / 60) }
        }
        XCTAssertThrowsError(try still.motion(name: "still.mp4", widthInPoints: 400)) { error in
            XCTAssertEqual("\(error)", "still.mp4: no page edge moves across the screen (no frame has one); check --reference-crop")
        }
        var wiggle = EdgeTracker(width: width, height: height)
        // A page that creeps 6 pixels (12 pt, 3% of the width) is not a page moving across.
        for (index, edge) in ([80, 81, 82, 83, 84, 85, 86, 86, 86, 86] as [Double]).enumerated() {
            let pixels = frame(edge: edge, page: { _, _ in 220 })
            pixels.withUnsafeBufferPointer { wiggle.add($0, time: Double(index) / 60) }
        }
        XCTAssertThrowsError(try wiggle.motion(name: "creep.mp4", widthInPoints: 400)) { error in
            XCTAssertEqual("\(error)", "creep.mp4: no page edge moves across the screen (the strongest moved 12 pt); check --reference-crop")
        }
        var single = EdgeTracker(width: width, height: height)
        frame(edge: 80, page: { _, _ in 220 }).withUnsafeBufferPointer { single.add($0, time: 0) }
        XCTAssertThrowsError(try single.motion(name: "one.gif", widthInPoints: 400)) { error in
            XCTAssertEqual("\(error)", "one.gif: has 1 frame; tracking a motion needs at least 2")
        }
    }
}
