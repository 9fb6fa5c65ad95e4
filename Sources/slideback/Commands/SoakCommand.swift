import SlideBackCore
import SlideBackTools

/// `slideback soak [options]`: random input headless for a while (`Soak`), reporting resident
/// memory and live textures after a warm-up and at the end. Exit codes as the program's.
func runSoak(_ arguments: [String]) -> Int32 {
    // Nothing is written but the report: a signal ends the soak at once (the handler installed at start).
    var status: Int32 = 0
    guard let options = SoakOptions.table.read(arguments, status: &status) else { return status }
    guard let resources = ResourceLocator.resourcesDirectoryOrWarn() else { return 1 }
    return runReportingFailures(of: "soak") {
        let scene = try Scene.loadForDrawing(contentsOf: resources + "/scene.json")
        var programOptions = Options()
        programOptions.headless = true
        programOptions.renderer = options.renderer
        let display = try DemoDisplay(options: programOptions, scene: scene, resources: resources)
        let report = try Soak.run(display: display, scene: scene, seconds: options.seconds, seed: options.seed,
                                  screen: programOptions.size, configuration: programOptions.navigatorConfiguration, version: programVersion)
        SignalWatch.noteStops()
        print(options.json ? try ReportJSON.text(report) : report.table)
        return 0
    }
}

extension DemoDisplay: StageDisplay {}
