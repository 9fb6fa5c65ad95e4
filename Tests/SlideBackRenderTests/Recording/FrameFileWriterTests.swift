import Foundation
@testable import SlideBackRecording
import SlideBackRender
import XCTest

/// `--record`'s writer on a run that stops early (a signal, a failure): the PNGs being written
/// are finished before the program exits, so none is left half written under its temporary name
/// (`SignalTests` saw one when a worker was cut off at exit).
final class FrameFileWriterTests: XCTestCase {
    func testAStoppedRunWaitsForTheFilesBeingWritten() throws {
        let written = NSLock()
        nonisolated(unsafe) var paths: [String] = []
        // A slow disk: each file takes a fifth of a second.
        let writer = FrameFileWriter(workers: 2) { _, path in
            Thread.sleep(forTimeInterval: 0.2)
            written.lock()
            paths.append(path)
            written.unlock()
        }
        let pixels = PixelBuffer(width: 4, height: 4)
        try writer.add(pixels, to: "a.png")
        try writer.add(pixels, to: "b.png")
        writer.waitForWrites()
        written.lock()
        defer { written.unlock() }
        XCTAssertEqual(paths.sorted(), ["a.png", "b.png"], "both files are whole before the writer lets the run end")
    }
}
