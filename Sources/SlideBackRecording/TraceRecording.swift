import Foundation
import SlideBackCore

/// `--trace FILE.csv`: one row per frame drawn and per screen, with the pointer and the motion in
/// numbers, for graphs and for checks. The header is a contract. With one screen the rows go to
/// FILE.csv; once the run has compared two screens, to FILE-left.csv and FILE-right.csv; with
/// more, FILE-1.csv, FILE-2.csv, ...; `-` writes the left screen's rows to standard output. The
/// files are written, each whole, when the run ends. With `--reference`, each row ends with each
/// reference's x at that frame, aligned to that screen (`reference_x`, `reference_2_x`, ...; empty
/// where the reference has none), so a trace shows both motions and their difference row by row.
/// `renderer` names the renderer that drew the row's frame, so a trace says which path it measured.
public final class TraceRecording {
    /// The first line of every trace.
    static let header = "frame,time_s,pointer_x,pointer_down,progress,front_x,back_x,dim,velocity_pt_s,phase,renderer"

    /// Where the trace goes, as given.
    let path: String
    /// SDL's name of the renderer that drew the frames (`software`, `opengles2`, ...), on every row.
    var renderer = ""
    /// Each screen's rows so far, with the frame each is of.
    private var rows: [[(frame: Int, text: String)]] = []
    /// Each screen's last row's frame and motion, for the velocity.
    private var previous: [(frame: Int, motion: MotionSample)?] = []
    /// The pointer's last position in window points, and whether it is down.
    private var pointer: Point?
    private var pointerDown = false
    /// The last frame traced, so a frame drawn twice (in a window) is traced once.
    private var lastFrame = -1

    /// A trace to `path`.
    init(path: String) {
        self.path = path
    }

    /// Follows the pointer through the input applied.
    func applied(_ action: ScriptAction) {
        switch action {
        case .down(let point, _): (pointer, pointerDown) = (point, true)
        case .move(let point, _): pointer = point
        case .up(let point, _): (pointer, pointerDown) = (point, false)
        case .cancel: pointerDown = false
        default: break
        }
    }

    /// Adds frame `frame` of every screen of `stage`.
    func drew(frame: Int, stage: Stage) {
        guard frame > lastFrame else { return }
        lastFrame = frame
        for (index, session) in stage.sessions.enumerated() {
            while rows.count <= index { rows.append([]); previous.append(nil) }
            let sample = session.navigator.motionSample(screen: stage.screen)
            // Points per second of real time: frames are 1/60 s apart, however many were skipped.
            // Empty where there is no speed: the first row, or a page that appeared or changed roles.
            let velocity = previous[index].flatMap { sample.velocity(since: $0.motion, frames: frame - $0.frame) }
            previous[index] = (frame, sample)
            // Every x column measures from the leading edge: a right-to-left screen's right edge.
            let width = stage.screen.width, mirrored = session.navigator.scene.direction.isMirrored
            let pointerX = pointer.map { stage.toScreen($0, index).x }.map { Self.number(mirrored ? width - $0 : $0) } ?? ""
            rows[index].append((frame, [String(frame), Self.number(sample.time), pointerX, pointerDown ? "1" : "0", Self.number(sample.progress),
                                Self.number(sample.frontX), sample.backX.map(Self.number) ?? "", Self.number(sample.dim),
                                velocity.map(Self.number) ?? "", sample.phase.rawValue, renderer].joined(separator: ",")))
        }
    }

    /// The files a trace of `screens` screens goes to.
    public static func paths(for path: String, screens: Int) -> [String] {
        guard screens > 1 else { return [path] }
        let url = URL(fileURLWithPath: path)
        let stem = url.deletingPathExtension().path, ext = url.pathExtension.isEmpty ? "" : "." + url.pathExtension
        let names = screens == 2 ? ["left", "right"] : (1...screens).map(String.init)
        return names.map { stem + "-" + $0 + ext }
    }

    /// The header of a trace with `references` reference columns.
    static func header(references: Int) -> String {
        header + (0..<references).map { $0 == 0 ? ",reference_x" : ",reference_\($0 + 1)_x" }.joined()
    }

    /// Writes the trace, with `graph`'s references laid over each screen: each file whole, or
    /// standard output.
    func finish(graph: MotionGraph) throws {
        let header = Self.header(references: graph.references.count)
        let texts = rows.enumerated().map { index, rows in
            let comparisons = graph.comparisons(forScreen: index)
            let lines = rows.map { row in row.text + comparisons.map { "," + ($0.x(at: Double(row.frame) / 60).map(Self.number) ?? "") }.joined() }
            return ([header] + lines).joined(separator: "\n") + "\n"
        }
        if path == OutputFile.standardOutputName {
            return try RecordingError.naming("--trace") { try OutputFile.writeStandardOutput(Data((texts.first ?? header + "\n").utf8)) }
        }
        for (file, text) in zip(Self.paths(for: path, screens: max(1, rows.count)), texts.isEmpty ? [header + "\n"] : texts) {
            try RecordingError.naming("--trace") { try OutputFile.write(Data(text.utf8), to: file) }
        }
    }

    /// A number as the trace writes it: up to four decimals, no trailing zeros.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        var text = String(format: "%.4f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}
