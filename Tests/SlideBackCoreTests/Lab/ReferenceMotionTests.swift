import XCTest
@testable import SlideBackCore

/// A reference read from CSV: the three formats, the holes a trace's rests leave, and every bad
/// file refused in one line that names the file and the line.
final class ReferenceMotionTests: XCTestCase {
    private func load(_ text: String, width: Double = 400) throws -> ReferenceMotion {
        try ReferenceMotion(csv: text, name: "ref.csv", width: width)
    }

    private func problem(_ text: String) -> String {
        do {
            _ = try load(text)
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    func testPointsProgressAndATraceAllReadAsXInPoints() throws {
        let points = try load("time_s,x_pt\n0,10\n0.5,30\n1,50\n")
        XCTAssertEqual(points.samples.map(\.x), [10, 30, 50])
        XCTAssertEqual(points.x(at: 0.25) ?? .nan, 20, accuracy: 1e-12, "linear between samples")
        XCTAssertEqual(points.velocity(at: 0.75) ?? .nan, 40, accuracy: 1e-12)
        XCTAssertNil(points.x(at: 1.5), "nothing after the last sample")
        // Columns in any order, spaces and CRLF line ends, a progress scaled by the width.
        let progress = try load("progress , time_s\r\n0.25, 0\r\n0.5, 0.1\r\n", width: 400)
        XCTAssertEqual(progress.samples.map(\.x), [100, 200])
        // A trace: front_x, its rows at rest left out, which leaves a hole between two transitions.
        let trace = try load("""
            frame,time_s,pointer_x,pointer_down,progress,front_x,back_x,dim,velocity_pt_s,phase
            0,0,,0,0,0,,0,0,rest
            1,0.0167,,0,0.9,360,-10,0.1,0,push
            2,0.0333,,0,0.5,200,-60,0.1,0,push
            3,0.05,,0,0,0,,0,0,rest
            4,0.0667,,0,0,0,,0,0,rest
            5,0.0833,,0,0,0,,0,0,rest
            6,0.1,,0,0,0,,0,0,rest
            7,0.1167,10,1,0.1,40,-100,0.1,0,drag
            8,0.1333,20,1,0.2,80,-90,0.1,0,drag,55
            """)
        XCTAssertEqual(trace.samples.map(\.x), [360, 200, 40, 80], "the page in front while it moves")
        XCTAssertNotNil(trace.x(at: 0.025))
        XCTAssertNil(trace.x(at: 0.07), "the rest between the push and the drag is a hole, not a line from 200 to 40")
        XCTAssertEqual(trace.firstTime(reaching: 60, rising: true) ?? .nan, 0.125, accuracy: 1e-9)
        XCTAssertEqual(trace.firstTime(reaching: 280, rising: false) ?? .nan, 0.025, accuracy: 1e-9)
        XCTAssertNil(trace.firstTime(reaching: 280, rising: true), "the push goes left only")
    }

    func testEveryBadFileIsOneLineNamingTheFileAndTheLine() {
        XCTAssertEqual(problem(""), "ref.csv: is empty")
        XCTAssertEqual(problem("\n\n"), "ref.csv: is empty")
        XCTAssertEqual(problem("time_s,x_pt\n"), "ref.csv: has no samples")
        XCTAssertEqual(problem("time_s,x_pt\n0,1\n"), "ref.csv: has only 1 sample; a motion needs at least 2")
        XCTAssertEqual(problem("t,x\n0,1\n"), "ref.csv: line 1: expected a header naming time_s and x_pt (or time_s and progress), got \"t,x\"")
        XCTAssertEqual(problem("time_s,x_pt\n0,1\n0.1,nan\n"), "ref.csv: line 3: expected a finite number in x_pt, got \"nan\"")
        XCTAssertEqual(problem("time_s,x_pt\n0,1\n0.1,inf\n"), "ref.csv: line 3: expected a finite number in x_pt, got \"inf\"")
        XCTAssertEqual(problem("time_s,x_pt\n0,1\n0.1\n"), "ref.csv: line 3: expected a finite number in x_pt, got \"\"")
        XCTAssertEqual(problem("time_s,x_pt\n0,1\n0.2,2\n0.1,3\n"), "ref.csv: line 4: time_s goes back (or stands still) from 0.2 to 0.1")
        XCTAssertEqual(problem("time_s,x_pt\n0,1\n0,2\n"), "ref.csv: line 3: time_s goes back (or stands still) from 0.0 to 0.0")
        let rows = (0...ReferenceMotion.maximumSamples).map { "\(Double($0) / 60),\($0 % 400)" }
        XCTAssertEqual(problem("time_s,x_pt\n" + rows.joined(separator: "\n")),
                       "ref.csv: has 36001 rows, more than the 36000 a reference may hold (10 minutes at 60 Hz)")
    }

    func testASampleMarkedNotJoinedAndAPauseAreHoles() throws {
        let samples = [0.0, 1, 2, 3, 10, 11].map { ReferenceMotion.Sample(time: $0, x: $0 * 10) }
        var motion = try ReferenceMotion(name: "m", width: 100, samples: samples)
        XCTAssertEqual(motion.maximumGap, 3, "three times the median spacing")
        XCTAssertNil(motion.x(at: 5), "a pause of 7 s is not bridged")
        XCTAssertEqual(motion.x(at: 10.5) ?? .nan, 105, accuracy: 1e-12)
        var split = samples
        split[2].isJoined = false
        motion = try ReferenceMotion(name: "m", width: 100, samples: split)
        XCTAssertNil(motion.x(at: 1.5), "another edge, not a motion")
        XCTAssertEqual(motion.x(at: 2.5) ?? .nan, 25, accuracy: 1e-12)
    }
}
