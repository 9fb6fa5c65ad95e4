import Foundation
import SlideBackCore

/// A screen recording as a reference (`--reference clip.mp4`): ffprobe reads each frame's own
/// time (a GIF's delays, a phone's variable frame rate), ffmpeg decodes the frames, cropped and
/// shrunk (at most `maximumSize`, rows averaged), to grey bytes on a pipe, and `EdgeTracker`
/// follows the moving page's edge through them one frame at a time, so memory holds one frame
/// and one row of numbers a frame. Both programs run under a deadline (`timeLimit`), after which
/// they are killed; every failure is one line naming the file.
public enum ReferenceVideo {
    /// The names read as recordings; any other is read as CSV.
    static let extensions = ["mp4", "mov", "webm", "gif"]
    /// The most frames a recording may have: a minute at 60 fps.
    static let maximumFrames = 3600
    /// The largest picture tracked, pixels: wider frames are shrunk (the edge is still placed to
    /// a fraction of a pixel), taller ones have their rows averaged.
    static let maximumSize = (width: 800, height: 240)
    /// Longest ffprobe and ffmpeg may each take, seconds (`SLIDEBACK_FFMPEG_TIMEOUT` for tests).
    static let timeLimit = ProcessInfo.processInfo.environment["SLIDEBACK_FFMPEG_TIMEOUT"].flatMap(Double.init).map { max(0.1, $0) } ?? 120

    /// Whether `path` names a recording.
    public static func isRecording(_ path: String) -> Bool {
        extensions.contains(URL(fileURLWithPath: path).pathExtension.lowercased())
    }

    /// The page edge's motion in the recording at `path`, the part `crop` names (pixels of the
    /// recording, the whole frame when `nil`) being a screen `widthInPoints` wide.
    public static func track(_ path: String, crop: ReferenceCrop?, widthInPoints: Double) throws -> ReferenceMotion {
        do {
            try InputFile.checkRegularFile(atPath: path)
        } catch {
            throw ReferenceProblem(file: path, "\(error)")
        }
        guard let ffprobe = FFmpegProcess.find("ffprobe"), let ffmpeg = FFmpegProcess.find() else {
            throw ReferenceProblem(file: path, "reading a recording needs the ffmpeg and ffprobe programs, "
                                   + "which are not installed (Debian: apt-get install ffmpeg)")
        }
        let probe = try self.probe(path, with: ffprobe)
        let area = crop ?? ReferenceCrop(x: 0, y: 0, width: probe.width, height: probe.height)
        guard area.x + area.width <= probe.width, area.y + area.height <= probe.height else {
            throw ReferenceProblem(file: path, "--reference-crop \(area) reaches outside the recording's \(probe.width)x\(probe.height) pixels")
        }
        let size = (width: min(area.width, maximumSize.width), height: min(area.height, maximumSize.height))
        var tracker = EdgeTracker(width: size.width, height: size.height, channels: 3)
        let frameBytes = size.width * size.height * 3
        let filter = "crop=\(area.width):\(area.height):\(area.x):\(area.y),scale=\(size.width):\(size.height):flags=area,format=rgb24"
        let status = try run(ffmpeg, ["-v", "error", "-nostdin", "-i", path, "-map", "0:v:0", "-an", "-sn", "-vsync", "passthrough",
                                      "-frames:v", String(probe.times.count), "-vf", filter, "-f", "rawvideo", "-pix_fmt", "rgb24", "pipe:1"],
                                 file: path) { output in
            while tracker.frameCount < probe.times.count {
                let frame = output.readData(ofLength: frameBytes)
                guard frame.count == frameBytes else { break }
                let time = probe.times[tracker.frameCount]
                frame.withUnsafeBytes { tracker.add($0.bindMemory(to: UInt8.self), time: time) }
            }
        }
        guard status.code == 0 else { throw ReferenceProblem(file: path, "ffmpeg could not decode it" + status.said) }
        return try tracker.motion(name: path, widthInPoints: widthInPoints)
    }

    /// The recording's size and its frames' times, in the order they are shown.
    private static func probe(_ path: String, with ffprobe: String) throws -> (width: Int, height: Int, times: [Double]) {
        var text = Data()
        let status = try run(ffprobe, ["-v", "error", "-select_streams", "v:0", "-read_intervals", "%+#\(maximumFrames + 1)",
                                       "-show_entries", "stream=width,height:frame=best_effort_timestamp_time", "-of", "compact=p=1", path],
                             file: path) { output in
            // A line a frame: some 50 bytes, bounded.
            while text.count < (maximumFrames + 10) * 200 {
                let chunk = output.availableData
                if chunk.isEmpty { break }
                text.append(chunk)
            }
        }
        var width = 0, height = 0, times: [Double] = []
        for line in String(decoding: text, as: UTF8.self).split(separator: "\n") {
            let fields = Dictionary(line.split(separator: "|").compactMap { field -> (String, String)? in
                let pair = field.split(separator: "=", maxSplits: 1)
                return pair.count == 2 ? (String(pair[0]), String(pair[1])) : nil
            }, uniquingKeysWith: { first, _ in first })
            if line.hasPrefix("stream") {
                width = Int(fields["width"] ?? "") ?? 0
                height = Int(fields["height"] ?? "") ?? 0
            } else if line.hasPrefix("frame"), let time = fields["best_effort_timestamp_time"] {
                guard let value = Double(time), value.isFinite else { throw ReferenceProblem(file: path, "frame \(times.count + 1) has no time (\(time))") }
                times.append(value)
            }
        }
        guard status.code == 0, width > 0, height > 0 else {
            throw ReferenceProblem(file: path, "ffprobe cannot read it as a video" + status.said)
        }
        guard times.count <= maximumFrames else {
            throw ReferenceProblem(file: path, "has more than \(maximumFrames) frames (a minute at 60 fps); cut the part to compare, e.g. ffmpeg -ss START -t 5")
        }
        // Shown in time order (a stream with B-frames is stored out of order).
        return (width, height, times.sorted())
    }

    /// Runs `program` with `arguments`, `read` reading its standard output; kills it when it
    /// takes longer than `timeLimit`. Its exit status, and what it said in a phrase.
    private static func run(_ program: String, _ arguments: [String], file: String,
                            read: (FileHandle) throws -> Void) throws -> (code: Int32, said: String) {
        let process: FFmpegProcess
        do {
            process = try FFmpegProcess(executable: program, arguments: arguments, readsOutput: true)
        } catch {
            throw ReferenceProblem(file: file, "cannot start \(program): \(error.localizedDescription)")
        }
        process.closeInput()
        let timedOut = TimedOut()
        let watchdog = DispatchWorkItem {
            timedOut.happened = true
            process.killGroup()
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeLimit, execute: watchdog)
        defer { watchdog.cancel() }
        do {
            if let output = process.output { try read(output) }
        } catch {
            process.stop()
            throw error
        }
        let code = process.waitForExit(within: 5, checking: {})
        if code == nil { process.stop() }
        guard let code, !timedOut.happened else {
            throw ReferenceProblem(file: file, "\(URL(fileURLWithPath: program).lastPathComponent) did not finish within \(formatNumber(timeLimit)) s")
        }
        let said = process.errorSummary
        return (code, said.isEmpty ? "" : " (\(said))")
    }
}

/// Whether a watchdog fired, set on its thread and read on the reader's.
private final class TimedOut: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    var happened: Bool {
        get { lock.withLock { value } }
        set { lock.withLock { value = newValue } }
    }
}
