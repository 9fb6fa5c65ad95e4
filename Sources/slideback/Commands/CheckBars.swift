import Foundation
import SlideBackCore
import SlideBackRender
import SlideBackTools

/// `slideback check-bars`: every style, every bar-stress case, every pair of bar states of the
/// stress scene, drawn headless and sampled; a table (or JSON) of the flagged frames. Exit 0
/// when every whole-page style is clean and no style leaves a wrong bar at rest or flashes one;
/// 1 otherwise; 2 for bad input.
func runCheckBars(_ arguments: [String]) -> Int32 {
    // Minutes of drawing with nothing written: a signal ends it at once (the handler installed at start).
    var status: Int32 = 0
    guard let options = CheckBarsOptions.table.read(arguments, status: &status) else { return status }
    guard let resources = ResourceLocator.resourcesDirectoryOrWarn() else { return 1 }
    let scene: Scene, specs: [StyleSpec]
    do {
        let catalog = try loadStyleFiles(options.styleFiles)
        specs = try options.styleNames.isEmpty ? catalog.specs : options.styleNames.map { name in
            guard let spec = catalog.spec(named: name) else {
                throw OptionError(description: "--style: unknown style \"\(name.prefix(40))\" (known: \(catalog.knownNames))")
            }
            return spec
        }
        var loaded = try loadSceneFile(options.scenePath ?? resources + "/stress.json")
        loaded.direction = options.direction ?? loaded.direction
        scene = loaded
    } catch {
        printWarning("slideback: check-bars: \(error)")
        return 2
    }
    let statePairs = BarStatePairs(scene: scene)
    guard statePairs.count <= BarStatePairs.limit else {
        // Counted before any is made: 10,000 pages are 99,990,000 pairs, 5.6 GB before the first frame.
        printWarning("slideback: check-bars: \(options.scenePath ?? "stress.json"): \(scene.pages.count) pages make \(statePairs.count) bar-state pairs, "
                     + "more than the \(BarStatePairs.limit) check-bars runs; use a scene of fewer pages")
        return 2
    }
    let pairs = statePairs.pairs(quick: options.quick)
    guard !pairs.isEmpty else {
        printWarning("slideback: check-bars: \(options.scenePath ?? "stress.json"): needs two pages, one of them without a tab bar")
        return 2
    }
    do {
        setenv("SDL_VIDEODRIVER", "dummy", 0)
        let system = try SDLSystem(headless: true, renderer: options.renderer)
        let screen = BarCheck.screen
        let window = try SDLWindow(title: "check-bars", width: Int(screen.width), height: Int(screen.height), hidden: true)
        let renderer: SDLRenderer
        do {
            renderer = try SDLRenderer(window: window, choice: options.renderer.resolved(headless: true), vsync: false)
        } catch {
            printWarning("slideback: check-bars: --renderer \(options.renderer.rawValue): \(error)")
            return 2
        }
        let check = BarCheck(renderer: renderer, backButtonPath: resources + "/back.png", fontPath: SDLFont.findDefaultFontPath())
        var report = CheckBarsReport(pairs: pairs.count)
        for spec in specs {
            for stressCase in BarStressCase.allCases {
                var flags = BarCheck.Flags()
                for pair in pairs {
                    flags.add(try check.run(stressCase, spec: spec, scene: pair))
                }
                report.add(spec, stressCase, flags)
            }
        }
        withExtendedLifetime(system) {}
        SignalWatch.noteStops()
        print(options.json ? report.json : report.table, terminator: "")
        return report.passes ? 0 : 1
    } catch {
        printWarning("slideback: check-bars: \(error)")
        return 1
    }
}

/// The pairs of bar states a stress scene offers: each page under each other page, a page with a
/// tab bar only as the lower one (it is a root), and a copy of the lower one above both for the
/// second of two pops.
struct BarStatePairs {
    let scene: Scene

    /// The most pairs a run takes: the stress scene's 36 take minutes in every style, so 1,000
    /// are hours, and each pair is a scene held in memory.
    static let limit = 1_000

    /// How many pairs there are, counted without making them.
    var count: Int {
        let uppers = scene.pages.filter { !$0.showsTabBar }.count
        return scene.pages.reduce(0) { $0 + uppers - ($1.showsTabBar ? 0 : 1) }
    }

    /// Every pair, or with `quick` one in six of them (CI's short run), as three-page scenes.
    func pairs(quick: Bool) -> [Scene] {
        var all: [Scene] = []
        for lower in scene.pages {
            for upper in scene.pages where upper.id != lower.id && !upper.showsTabBar {
                var again = lower
                again.id += "-again"
                again.showsTabBar = false
                all.append(Scene(pages: [lower, upper, again], direction: scene.direction))
            }
        }
        return quick ? all.enumerated().filter { $0.offset % 6 == 0 }.map(\.element) : all
    }
}
