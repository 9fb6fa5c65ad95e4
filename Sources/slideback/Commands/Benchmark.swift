import SlideBackCore
import SlideBackRender
import SlideBackTools

/// `slideback bench [options]`: plays the fixed session for each style headless, measures the
/// capture comparison, and prints the report. Exit codes as the program's: 0 done, 1 the run
/// failed, 2 bad input (one line naming the flag).
func runBenchmark(_ arguments: [String]) -> Int32 {
    // Without the kernel's record of the process start, start-up counts from here (less than it is).
    let entered = BenchmarkClock.wallMilliseconds()
    // Nothing is written but the report: a signal ends the bench at once (the handler installed at start).
    var status: Int32 = 0
    guard let options = BenchmarkOptions.table.read(arguments, status: &status) else { return status }
    guard let resources = ResourceLocator.resourcesDirectoryOrWarn() else { return 1 }
    let scene: Scene
    let styles: [StyleSpec]
    do {
        scene = try loadSceneFile(options.scenePath ?? resources + "/scene.json", screen: options.size)
        styles = try options.styles()
    } catch {
        printWarning("slideback: \(error)")
        return 2
    }
    if options.pacing { return runPacingBench(scene: scene, options: options) }
    // The program's own options, so the bench draws exactly what `--headless` would.
    var programOptions = Options()
    programOptions.size = options.size
    programOptions.scale = options.scale
    programOptions.headless = true
    programOptions.renderer = options.renderer
    programOptions.snapshotBudgetMiB = options.snapshotBudgetMiB
    return runReportingFailures(of: "bench") {
        let display = try DemoDisplay(options: programOptions, scene: scene, resources: resources)
        var firstFrame: Double?
        var records: [StyleRecord] = []
        // The shallow lane's display is opened when first needed, after the first frame was timed.
        var control: DemoDisplay?
        let controlDisplay = { () throws -> DemoDisplay in
            let made = try control ?? DemoDisplay(options: programOptions, scene: scene, resources: resources)
            control = made
            return made
        }
        for style in styles {
            var session = BenchmarkSession(
                style: style, display: display, control: controlDisplay, scene: scene,
                screen: programOptions.size, configuration: programOptions.navigatorConfiguration,
                depth: options.effectiveDepth, visits: options.quick ? 1 : max(1, scene.pages.count - 1),
                afterFirstFrame: records.isEmpty ? {
                    firstFrame = BenchmarkClock.millisecondsSinceProcessStart() ?? BenchmarkClock.wallMilliseconds() - entered
                } : nil)
            records.append(try session.run())
        }
        let capture = try CaptureComparison.measure(display: display, scene: scene, screen: options.size,
                                                    rounds: options.quick ? 10 : 40)
        let recording = try RecordingSpeed.measure(display: display, scene: scene, screen: programOptions.size,
                                                   configuration: programOptions.navigatorConfiguration,
                                                   frames: options.quick ? 120 : 300)
        let report = BenchmarkReport(version: programVersion, options: options, pixels: display.renderer.outputSize, records: records, capture: capture,
                                     recording: recording,
                                     firstFrameMilliseconds: firstFrame ?? 0,
                                     snapshotBytesMax: max(records.map(\.snapshotBytesMax).max() ?? 0, display.compositor.snapshotBytesPeak),
                                     shallowDepth: BenchmarkSession.shallowDepth(matching: options.effectiveDepth, scene: scene),
                                     pixelLoops: PixelLoopChoice.name(of: display.renderer), renderer: display.renderer.name)
        SignalWatch.noteStops()
        print(options.json ? try report.json() : report.table())
        return 0
    }
}

/// `slideback bench --pacing [--quick] [--json]`: the live loop on a simulated display.
func runPacingBench(scene: Scene, options: BenchmarkOptions) -> Int32 {
    let seconds = options.quick ? 20.0 : 60.0
    return runReportingFailures(of: "bench") {
        let rows = try PacingBench(scene: scene, seconds: seconds).run()
        SignalWatch.noteStops()
        print(options.json ? try PacingBench.json(rows, seconds: seconds, version: programVersion) : PacingBench.table(rows, seconds: seconds))
        return 0
    }
}
