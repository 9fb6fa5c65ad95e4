import XCTest
@testable import SlideBackCore

/// The error function and the alignments, on motions made here: a push and a released swipe,
/// a reference that is the same motion late, offset, or slower.
final class MotionErrorTests: XCTestCase {
    /// A style's motion, 60 samples a second from `start`: a push from 400 to 0 eased out over
    /// 0.4 s, a rest, then a drag to 150, let go at 1.0 s, and a settle to 400.
    private func style() throws -> ReferenceAlignment.StyleMotion {
        var samples: [ReferenceMotion.Sample] = []
        for frame in 0...24 { samples.append(.init(time: Double(frame) / 60, x: 400 * pow(1 - Double(frame) / 24, 3))) }
        for frame in 48...60 { samples.append(.init(time: Double(frame) / 60, x: Double(frame - 48) * 12.5)) }
        for frame in 61...90 { samples.append(.init(time: Double(frame) / 60, x: 400 - 250 * pow(1 - Double(frame - 60) / 30, 3))) }
        let motion = try ReferenceMotion(name: "style", width: 400, samples: samples)
        var style = ReferenceAlignment.StyleMotion(motion: motion, start: samples[0], end: samples[0], release: samples[25 + 12])
        style.end = style.end(after: style.start)
        return style
    }

    /// `style`'s motion with its times moved by `shift`, its x by `offset`, finely sampled.
    private func reference(_ style: ReferenceAlignment.StyleMotion, shift: Double, offset: Double = 0) throws -> ReferenceMotion {
        try ReferenceMotion(name: "ref", width: 400, samples: style.motion.samples.map { .init(time: $0.time + shift, x: $0.x + offset) })
    }

    func testTheSameMotionLateIsPutBackByEveryAlignmentAndHasNoError() throws {
        let style = try style()
        XCTAssertEqual(style.end.x, 0, "the push's end")
        let late = try reference(style, shift: 2.25)
        for alignment in ReferenceAlignment.allCases {
            let error = try XCTUnwrap(MotionError(reference: late, style: style, alignment: alignment, width: 400))
            XCTAssertEqual(error.offset, -2.25, accuracy: 1e-4, "\(alignment)")
            XCTAssertEqual(error.rms, 0, accuracy: 0.05, "\(alignment)")
            XCTAssertEqual(error.time90Difference ?? .nan, 0, accuracy: 1e-3, "\(alignment)")
        }
        XCTAssertEqual(MotionError(reference: late, style: style, alignment: .auto, width: 400)?.alignment, .release, "a swipe was let go")
    }

    func testAnOffsetIsItsOwnRMSAndMaximumAndAShareOfTheWidth() throws {
        let style = try style()
        let deviation = try XCTUnwrap(MotionError.deviation(of: try reference(style, shift: 0, offset: 3), from: style.motion, offset: 0))
        XCTAssertEqual(deviation.count, style.motion.samples.count)
        XCTAssertEqual(deviation.rms, 3, accuracy: 1e-9)
        XCTAssertEqual(deviation.maximum, 3, accuracy: 1e-9)
        let error = try XCTUnwrap(MotionError(reference: try reference(style, shift: 0, offset: 3), style: style, alignment: .best, width: 400))
        XCTAssertEqual(error.rmsPercent, error.rms / 4, accuracy: 1e-9)
        XCTAssertNil(MotionError.deviation(of: try reference(style, shift: 100), from: style.motion, offset: 0), "nothing in common")
    }

    func testASlowerSettleReaches90PercentLaterByTheDifference() throws {
        let style = try style()
        // The same push and drag, a settle that takes 0.75 s instead of 0.5 s.
        var samples = style.motion.samples.filter { $0.time <= 1.0 + 1e-9 }
        for frame in 61...105 { samples.append(.init(time: Double(frame) / 60, x: 400 - 250 * pow(1 - Double(frame - 60) / 45, 3))) }
        let slower = try ReferenceMotion(name: "slower", width: 400, samples: samples)
        let error = try XCTUnwrap(MotionError(reference: slower, style: style, alignment: .release, width: 400))
        XCTAssertEqual(error.offset, 0, accuracy: 1e-9, "the drag is the same")
        // 90% of the way from 150 to 400: (1 - t)^3 = 0.1, t = 0.536 of the settle.
        let expected = (1 - pow(0.1, 1.0 / 3)) * (0.75 - 0.5)
        XCTAssertEqual(error.time90Difference ?? .nan, expected, accuracy: 1.0 / 60)
        XCTAssertGreaterThan(error.rms, 10)
        XCTAssertTrue(error.summary.hasPrefix(String(format: "RMS %.2f pt", error.rms)), error.summary)
    }
}
