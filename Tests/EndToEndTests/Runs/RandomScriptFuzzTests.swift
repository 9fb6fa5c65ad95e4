import Foundation
import SlideBackCore
import SlideBackRender
@testable import slideback
import XCTest

/// Random scripts (resizes down to 1 x 1, every key but W, drags anywhere, panels, pushes and
/// compare mode) run in-process through the same display and headless runner a `--headless` run
/// uses. The oracle is the README's promise: every layout at every size draws. A failing script
/// names its seed; `SLIDEBACK_FUZZ_SEED=N` runs that one alone, `SLIDEBACK_FUZZ_SCRIPTS=N` runs more.
final class RandomScriptFuzzTests: XCTestCase {
    func testRandomScriptsDrawAtEverySize() throws {
        let environment = ProcessInfo.processInfo.environment
        let seeds: [UInt64] = environment["SLIDEBACK_FUZZ_SEED"].flatMap(UInt64.init).map { [$0] }
            ?? Array(1...UInt64(environment["SLIDEBACK_FUZZ_SCRIPTS"].flatMap(Int.init) ?? 500))
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        let resources = Self.packageFolder.appendingPathComponent("Resources").path
        let scene = try Scene.loadForDrawing(contentsOf: resources + "/scene.json", screen: Size(width: 120, height: 200))
        // Each script opens a display of its own; the scene's pictures are decoded once for all of
        // them (each display scales its own copy to its size), not again for each: half the test's time.
        let decoded = DecodedImages()
        CrashReport.install()
        for seed in seeds {
            let script = RandomScript(seed: seed, styles: StyleSpec.builtIns)
            CrashReport.set("random script fuzz: seed \(seed) crashed; rerun it alone with SLIDEBACK_FUZZ_SEED=\(seed)\n\(script.summary)\n")
            do {
                try script.run(scene: scene, resources: resources, decodedImages: decoded)
            } catch {
                XCTFail("seed \(seed) (SLIDEBACK_FUZZ_SEED=\(seed)): \(error)\n\(script.summary)")
            }
        }
        CrashReport.set("")
        let files = Set(scene.pages.flatMap(\.imagePaths))
        XCTAssertGreaterThan(decoded.decodeCount, 0, "the pictures come from the shared decodes")
        XCTAssertLessThanOrEqual(decoded.decodeCount, files.count, "each picture decoded once, not once a script")
    }

    /// The issue's case: G widens the window by the graph panel, and a resize back to a phone's
    /// width leaves the screen beside the panel a point wide, whose layout's frames have negative
    /// widths. It crashed in `LayerOcclusion` ("Range requires lowerBound <= upperBound").
    func testThePanelBesideANarrowedWindowDraws() throws {
        let fixture = try ProgramFixture()
        let script = try fixture.write(#"{"events":[{"frame":1,"action":"key","key":"g"},{"frame":5,"action":"resize","width":414,"height":896}]}"#,
                                       to: "narrow.json")
        let result = try fixture.run(["--headless", "--frames", "10", "--script", script])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.standardError, "")
    }

    /// The checkout this test file is in.
    static let packageFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
}

/// One random run: the command line's size and compare styles, and the timed input.
struct RandomScript {
    /// `--size`, within what the option takes.
    let size: Size
    /// `--compare`'s styles after the first (none: no compare mode).
    let partners: [StyleSpec]
    /// The input, frame by frame.
    let script: InputScript
    /// Frames drawn (`--frames`).
    let frames: Int
    /// `--scale`: pixel rounding differs with it.
    let scale: Double

    /// The run seed `seed` picks; `styles` are the ones compare mode may pit against each other.
    init(seed: UInt64, styles: [StyleSpec]) {
        var random = SeededRandom(seed: SeededRandom.mix(seed))
        size = Size(width: Double(100 + random.below(320)), height: Double(100 + random.below(800)))
        partners = (0..<(random.chance(0.3) ? 1 + random.below(2) : 0)).map { _ in styles[random.below(styles.count)] }
        frames = 5 + random.below(6)
        scale = [0.5, 1, 1, 2][random.below(4)]
        var window = size, events: [ScriptEvent] = [], pointer: Point?
        let keys = Key.allCases.filter { $0 != .w && $0 != .e }  // W and E write files; the tuned-file and export tests cover them
        for frame in 0..<frames {
            for _ in 0..<random.below(3) {
                let action: ScriptAction
                switch random.below(10) {
                case 0...2:
                    // Panels and modes most often: they take the width the crash was found with.
                    let favoured: [Key] = [.g, .h, .t, .c, .o, .question, .k, .r]
                    action = .key(random.chance(0.6) ? favoured[random.below(favoured.count)] : keys[random.below(keys.count)])
                case 3, 4:
                    // Tiny sizes most often, 1 x 1 included, and now and then a phone's.
                    let tiny = random.chance(0.7)
                    window = Size(width: Double(1 + random.below(tiny ? 80 : 600)), height: Double(1 + random.below(tiny ? 120 : 1000)))
                    action = .resize(window)
                case 5: action = [.push, .pop, .popToRoot, .popTo(index: random.below(3))][random.below(4)]
                default:
                    let point = Point(x: random.double(in: -20...(window.width + 20)), y: random.double(in: -20...(window.height + 20)))
                    if pointer == nil {
                        action = .down(point, pointer: 0)
                        pointer = point
                    } else if random.chance(0.3) {
                        action = random.chance(0.2) ? .cancel : .up(point, pointer: 0)
                        pointer = nil
                    } else {
                        action = .move(point, pointer: 0)
                    }
                }
                events.append(ScriptEvent(frame: frame, action: action))
            }
        }
        script = InputScript(events: events)
    }

    /// The run as a command line and its script, for a person to repeat it.
    var summary: String {
        let compare = partners.isEmpty ? "" : " --compare default," + partners.map(\.name).joined(separator: ",")
        return "slideback --headless --size \(Int(size.width))x\(Int(size.height)) --scale \(scale)\(compare) --frames \(frames) --script FILE, FILE holding:\n"
            + script.jsonText()
    }

    /// Runs it as `--headless` would, its page pictures made from `decodedImages`; throws what
    /// drawing throws.
    func run(scene: Scene, resources: String, decodedImages: DecodedImages) throws {
        var options = Options()
        options.headless = true
        options.size = size
        options.scale = scale
        let display = try DemoDisplay(options: options, scene: scene, resources: resources, decodedImages: decodedImages)
        let session = Session(navigator: Navigator(scene: scene, spec: .builtIn(.defaultStyle), configuration: options.navigatorConfiguration),
                              clock: PlaybackClock())
        var stage = Stage(session: session, screen: options.size, comparing: partners)
        _ = try HeadlessRunner(script: script, captures: [], frameLimit: frames).run(stage: &stage, display: display)
    }
}
