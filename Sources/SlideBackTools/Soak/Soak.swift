import Foundation
import SlideBackCore
import SlideBackRender

/// The soak run: random input drawn headless as fast as it can for a while, with resident
/// memory and live textures read after a warm-up and at the end. `slideback soak` runs it.
public enum Soak {
    /// Plays `seconds` of random input from `seed` on `display`, which shows `scene`; throws what
    /// drawing throws (a signal stops it there, when the display checks for one).
    public static func run(display: some StageDisplay, scene: Scene, seconds: Double, seed: UInt64,
                           configuration: NavigatorConfiguration, version: String) throws -> SoakReport {
        let session = Session(navigator: Navigator(scene: scene, style: .defaultStyle, configuration: configuration), clock: PlaybackClock())
        var stage = Stage(session: session)
        var input = RandomInput(seed: seed, window: stage.window)
        let started = Date()
        // Caches (text, pictures) fill up in the first part; memory is judged after it.
        let warmUp = min(30, seconds * 0.1)
        var atWarmUp: SoakReading?
        var frames = 0
        while Date().timeIntervalSince(started) < seconds {
            for action in input.nextFrame() { stage.apply(action) }
            if frames % 997 == 0 { display.compositor.renderTargetsLost() }
            try display.draw(stage)
            display.present()
            stage.advanceFrame()
            frames += 1
            if atWarmUp == nil, Date().timeIntervalSince(started) >= warmUp { atWarmUp = SoakReading(display: display, frames: frames) }
        }
        let end = SoakReading(display: display, frames: frames)
        return SoakReport(version: version, seconds: Date().timeIntervalSince(started), start: atWarmUp ?? end, end: end)
    }
}

/// Memory and textures at one moment of a soak run.
struct SoakReading {
    /// Frames drawn so far.
    let frames: Int
    /// Resident memory of the process, bytes.
    let residentBytes: Int
    /// SDL textures alive.
    let textures: Int

    /// Reads the process and the display now.
    init(display: some StageDisplay, frames: Int) {
        self.frames = frames
        residentBytes = Self.residentBytes()
        textures = display.renderer.texturesAlive
    }

    /// Resident set size from /proc (Linux), 0 where it cannot be read.
    static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}

/// What a soak run prints: a table, or (`--json`) one JSON object for scripts.
public struct SoakReport: Encodable {
    /// The program's version, as `--version` prints it.
    let version: String
    /// How long it ran.
    let seconds: Double
    /// After the warm-up.
    let start: SoakReading
    /// At the end.
    let end: SoakReading

    /// Resident memory growth from the warm-up to the end, percent.
    var growthPercent: Double {
        start.residentBytes > 0 ? Double(end.residentBytes - start.residentBytes) / Double(start.residentBytes) * 100 : 0
    }

    /// A table for people.
    public var table: String {
        """
        soak: \(String(format: "%.0f", seconds)) s, \(end.frames) frames of random input
                          after warm-up      at the end
        resident memory   \(mebibytes(start.residentBytes))    \(mebibytes(end.residentBytes))   (\(String(format: "%+.1f", growthPercent))%)
        live textures     \(String(format: "%9d", start.textures))      \(String(format: "%9d", end.textures))
        """
    }

    private func mebibytes(_ bytes: Int) -> String {
        String(format: "%8.1f MiB", Double(bytes) / 1_048_576)
    }
}

extension SoakReport {
    private enum CodingKeys: String, CodingKey {
        case version, seconds, frames, residentBytesStart = "resident_bytes_start", residentBytesEnd = "resident_bytes_end"
        case residentGrowthPercent = "resident_growth_percent", texturesStart = "textures_start", texturesEnd = "textures_end"
    }

    /// The JSON object: the program's version, the run's length and frames, and resident memory
    /// and live textures after the warm-up and at the end.
    public func encode(to encoder: Encoder) throws {
        var members = encoder.container(keyedBy: CodingKeys.self)
        try members.encode(version, forKey: .version)
        try members.encode(ReportNumber(seconds, decimals: 1), forKey: .seconds)
        try members.encode(end.frames, forKey: .frames)
        try members.encode(start.residentBytes, forKey: .residentBytesStart)
        try members.encode(end.residentBytes, forKey: .residentBytesEnd)
        try members.encode(ReportNumber(growthPercent, decimals: 2), forKey: .residentGrowthPercent)
        try members.encode(start.textures, forKey: .texturesStart)
        try members.encode(end.textures, forKey: .texturesEnd)
    }
}
