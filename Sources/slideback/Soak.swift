import Foundation
import SlideBackCore
import SlideBackRender

/// `slideback soak [options]`: random input headless for a while, reporting resident memory and
/// live textures after a warm-up and at the end. Exit codes as the program's.
func runSoak(_ arguments: [String]) -> Int32 {
    SignalWatch.install()
    var status: Int32 = 0
    guard let options = SoakOptions.table.read(arguments, status: &status) else { return status }
    guard let resources = ResourceLocator.resourcesDirectoryOrWarn() else { return 1 }
    do {
        let scene = try Scene.load(contentsOf: resources + "/scene.json")
        var programOptions = Options()
        programOptions.headless = true
        let display = try DemoDisplay(options: programOptions, scene: scene, resources: resources)
        let session = Session(navigator: Navigator(scene: scene, style: .defaultStyle, configuration: programOptions.navigatorConfiguration),
                              clock: PlaybackClock())
        var stage = Stage(session: session)
        var input = RandomInput(seed: options.seed, window: stage.window)
        let started = Date()
        // Caches (text, pictures) fill up in the first part; memory is judged after it.
        let warmUp = min(30, options.seconds * 0.1)
        var atWarmUp: SoakReading?
        var frames = 0
        while Date().timeIntervalSince(started) < options.seconds {
            for action in input.nextFrame() { stage.apply(action) }
            if frames % 997 == 0 { display.compositor.renderTargetsLost() }
            try display.draw(stage)
            display.present()
            stage.advanceFrame()
            frames += 1
            if atWarmUp == nil, Date().timeIntervalSince(started) >= warmUp { atWarmUp = SoakReading(display: display, frames: frames) }
        }
        let end = SoakReading(display: display, frames: frames)
        let report = SoakReport(seconds: Date().timeIntervalSince(started), start: atWarmUp ?? end, end: end)
        print(options.json ? try ReportJSON.text(report) : report.table)
        return 0
    } catch let interrupted as Interrupted {
        printWarning("slideback: soak: \(interrupted)")
        return interrupted.exitStatus
    } catch {
        printWarning("slideback: soak: \(error)")
        return 1
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
    init(display: DemoDisplay, frames: Int) {
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
struct SoakReport: Encodable {
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
    var table: String {
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
    func encode(to encoder: Encoder) throws {
        var members = encoder.container(keyedBy: CodingKeys.self)
        try members.encode(programVersion, forKey: .version)
        try members.encode(ReportNumber(seconds, decimals: 1), forKey: .seconds)
        try members.encode(end.frames, forKey: .frames)
        try members.encode(start.residentBytes, forKey: .residentBytesStart)
        try members.encode(end.residentBytes, forKey: .residentBytesEnd)
        try members.encode(ReportNumber(growthPercent, decimals: 2), forKey: .residentGrowthPercent)
        try members.encode(start.textures, forKey: .texturesStart)
        try members.encode(end.textures, forKey: .texturesEnd)
    }
}
