import Foundation
import SlideBackCore
import SlideBackExport
import XCTest

/// `slideback export`: the `react-navigation` target parses under node and its interpolator, run
/// with React Native's `interpolate` (piecewise linear, clamped), puts both pages where
/// `StyleSpec.pose` does; the `swiftui` and `uikit` targets parse with `swiftc -parse`; a style is
/// found by name, by `--style-file` or by its file's path; bad input is one line, exit 2.
final class ExportRunTests: ProgramTestCase {
    /// The progress values the interpolator is checked at: the ends, the predictive backs' commit
    /// point, ramp ends and points between knots.
    private static let progresses = [0, 0.05, 0.1, 0.2, 0.25, 0.3, 0.35, 0.42, 0.5, 0.6, 0.75, 0.8, 0.9, 0.97, 1]

    /// Runs `node` with `arguments` in the scratch folder.
    private func node(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["node"] + arguments
        process.currentDirectoryURL = fixture.folder
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile(), err = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }

    /// Writes `text` to `name` in the scratch folder, folders made.
    private func write(_ text: String, to name: String) throws {
        let url = fixture.folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    func testTheReactNavigationInterpolatorPlacesThePagesAsThePoseDoes() throws {
        try write(#"{"name": "react-native", "type": "module", "main": "index.js"}"#, to: "node_modules/react-native/package.json")
        try write(Self.animatedShim, to: "node_modules/react-native/index.js")
        let styles = StyleSpec.builtIns
        for spec in styles {
            let result = try fixture.run(["export", "--target", "react-navigation", spec.name, "--out", "\(spec.name).mjs"])
            XCTAssertEqual(result.status, 0, result.standardError)
        }
        // One node for every file: the runner imports each on its own, which parses it as
        // `node --check` would (and runs it), and names the style whose file does not.
        try write(Self.runner(styles.map(\.name), progresses: Self.progresses), to: "run.mjs")
        let run = try node(["run.mjs"])
        XCTAssertEqual(run.status, 0, run.error)
        XCTAssertEqual(run.error, "", "every file imports")
        let rows = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]])
        XCTAssertEqual(rows.count, styles.count * Self.progresses.count)
        let screen = Size(width: 414, height: 896)
        for row in rows {
            let name = try XCTUnwrap(row["style"] as? String), p = try XCTUnwrap(row["p"] as? Double)
            let spec = try XCTUnwrap(styles.first { $0.name == name })
            // A released swipe running its course: the whole look, as the interpolator's progress
            // runs through it (a held finger keeps a two-part look within its gesture part).
            var slide = Slide(front: PageInstance(serial: 1, specIndex: 1), back: PageInstance(serial: 0, specIndex: 0), fraction: p, phase: .drag)
            slide.releasedAt = 0
            slide.completing = true
            let pose = spec.pose(of: slide, screen: screen)
            let atRest = spec.pose(of: Slide(front: slide.front, back: slide.back, fraction: 0, phase: .drag), screen: screen).front
            let expected: [String: Double] = [
                "frontX": pose.front.x, "frontScale": pose.front.scale, "frontOpacity": pose.front.opacity,
                "frontRadius": pose.front.cornerRadius, "frontShadow": pose.front.shadow?.opacity ?? 0,
                "backDim": pose.back.dimming ?? 0, "backX": pose.back.x, "backScaleX": pose.back.scale, "backScaleY": pose.back.scaleY,
                "backOpacity": pose.back.opacity * atRest.opacity,
            ]
            for (key, value) in expected {
                let got = try XCTUnwrap(row[key] as? Double, "\(name) \(key)")
                // Points for x (a curve is sampled at 64 steps), else fractions; the code holds 6 decimals.
                let tolerance = key.hasSuffix("X") ? 0.5 : 0.003
                XCTAssertEqual(got, value, accuracy: tolerance, "\(name) at p \(p): \(key)")
            }
        }
    }

    /// Styles that take every path of the Swift writers: a spring push, a curve of two parts, a
    /// two-part look, pushes and pops with looks of their own, each release rule and settle, iOS 18's zoom.
    private static let swiftStyles = ["react-navigation", "cupertino", "flutter-fade-forwards", "predictive-back", "snapshot",
                                      "compose", "weibo", "ionic", "predictive-back-shared", "ios-zoom"]

    func testTheSwiftTargetsParse() throws {
        var files: [String] = []
        for target in ["swiftui", "uikit"] {
            for name in Self.swiftStyles {
                let file = "\(target)-\(name).swift"
                let result = try fixture.run(["export", "--target", target, name, "--out", file])
                XCTAssertEqual(result.status, 0, result.standardError)
                files.append(fixture.path(file))
            }
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-parse"] + files
        let error = Pipe()
        process.standardError = error
        try process.run()
        let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, message)
    }

    func testAStyleIsFoundByNameByStyleFileAndByPath() throws {
        try write(#"{"name": "mine", "base": "cupertino", "pushDuration": 0.9, "springStiffness": 300}"#, to: "mine.json")
        let loaded = try fixture.run(["export", "--target", "react-navigation", "--style-file", "mine.json", "mine"])
        XCTAssertEqual(loaded.status, 0, loaded.standardError)
        XCTAssertTrue(loaded.standardOutput.contains(#"SlideBack style "mine""#), loaded.standardOutput)
        XCTAssertTrue(loaded.standardOutput.contains("Made from \"cupertino\"."), loaded.standardOutput)
        XCTAssertTrue(loaded.standardOutput.contains("duration: 900"), loaded.standardOutput)
        let byPath = try fixture.run(["export", "--target", "react-navigation", "mine.json"])
        XCTAssertEqual(byPath.status, 0, byPath.standardError)
        XCTAssertEqual(byPath.standardOutput.replacingOccurrences(of: "mine.json", with: "mine"), loaded.standardOutput)
        let out = try fixture.run(["export", "--target", "compose", "cupertino", "--out", "Transitions.kt"])
        XCTAssertEqual(out.status, 0, out.standardError)
        XCTAssertEqual(out.standardOutput, "")
        XCTAssertEqual(try String(contentsOfFile: fixture.path("Transitions.kt"), encoding: .utf8),
                       try fixture.run(["export", "--target", "compose", "cupertino"]).standardOutput)
    }

    func testBadInputIsOneLineNamingTheFlag() throws {
        try write(#"{"name": "broken", "base": "cupertino", "pushDuration": -1}"#, to: "broken.json")
        // The command's one table: the code targets, then the CSS and the web page.
        let targets = (CodeTarget.all.map(\.name) + ["css", "web"]).joined(separator: ", ")
        let cases: [([String], String)] = [
            (["--target", "qt", "cupertino"], #"slideback: export: --target: unknown target "qt" (targets: "# + targets + ")"),
            (["cupertino"], "slideback: export: --target is needed: one of \(targets)"),
            (["--target", "flutter"], "slideback: export: expected NAME (the style: a name, or a style file's path); see slideback export --help"),
            (["--target", "flutter", "nothing"], #"slideback: export: NAME: unknown style "nothing" (known: "#),
            (["--target", "flutter", "missing.json"], "slideback: missing.json: "),
            (["--target", "flutter", "broken.json"], "slideback: broken.json: pushDuration: "),
            (["--target", "flutter", "cupertino", "--out", "."], "slideback: export: --out: cannot write .: it is a folder"),
        ]
        for (arguments, message) in cases {
            let result = try InProcess.run(["export"] + arguments, in: fixture)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.standardError)")
            XCTAssertTrue(result.standardError.hasPrefix(message), "\(arguments): \(result.standardError)")
            XCTAssertEqual(result.standardError.split(separator: "\n").count, 1, result.standardError)
            XCTAssertEqual(result.standardOutput, "")
        }
    }

    /// React Native's `Animated` as far as the interpolator uses it: `interpolate` as its
    /// documentation describes it (linear between the input range's points, `extrapolate: 'clamp'`
    /// holding the ends), `multiply`, and `Easing`'s names.
    private static let animatedShim = """
    class Node {
      constructor(get) { this.get = get; }
      interpolate({ inputRange, outputRange, extrapolate }) {
        return new Node(() => {
          let x = this.get();
          if (extrapolate === 'clamp') x = Math.min(Math.max(x, inputRange[0]), inputRange[inputRange.length - 1]);
          let i = 1;
          while (i < inputRange.length - 1 && inputRange[i] < x) i++;
          const [a, b] = [inputRange[i - 1], inputRange[i]];
          const t = b === a ? 1 : (x - a) / (b - a);
          return outputRange[i - 1] + (outputRange[i] - outputRange[i - 1]) * t;
        });
      }
    }
    const value = (v) => (typeof v === 'number' ? v : v.get());
    class Value extends Node { constructor(v) { super(() => v); } }
    export const Animated = { Value, multiply: (a, b) => new Node(() => value(a) * value(b)) };
    export const Easing = { linear: (t) => t, bezier: () => (t) => t };
    """

    /// A script that imports each style's module and prints, for each progress, both roles' values.
    private static func runner(_ names: [String], progresses: [Double]) -> String {
        """
        import { Animated } from 'react-native';
        const value = (v) => (typeof v === 'number' ? v : v.get());
        const screen = { width: 414, height: 896 };
        const rows = [];
        for (const name of [\(names.map { "'\($0)'" }.joined(separator: ", "))]) {
          let module;
          try {
            module = await import(`./${name}.mjs`);
          } catch (error) {
            console.error(`${name}.mjs does not import: ${error}`);
            process.exitCode = 1;
            continue;
          }
          const { cardStyleInterpolator } = module;
          for (const p of \(progresses)) {
            const progress = new Animated.Value(1 - p);
            const front = cardStyleInterpolator({ current: { progress }, inverted: 1, layouts: { screen } });
            const back = cardStyleInterpolator({ current: { progress: new Animated.Value(1) }, next: { progress }, inverted: 1, layouts: { screen } });
            const t = (style, key, i) => value(style.cardStyle.transform.filter((e) => key in e)[i][key]);
            rows.push({
              style: name, p,
              frontX: t(front, 'translateX', 0) + t(front, 'translateX', 1), frontScale: t(front, 'scale', 0),
              frontOpacity: value(front.cardStyle.opacity), frontRadius: value(front.cardStyle.borderRadius),
              frontShadow: value(front.shadowStyle.shadowOpacity), backDim: value(front.overlayStyle.opacity),
              backX: t(back, 'translateX', 0) + t(back, 'translateX', 1), backScaleX: t(back, 'scaleX', 0) * t(back, 'scale', 0),
              backScaleY: t(back, 'scaleY', 0), backOpacity: value(back.cardStyle.opacity),
            });
          }
        }
        console.log(JSON.stringify(rows));
        """
    }
}
