import Foundation
import XCTest

/// `slideback springs`: a spring given in any one system comes out in every system, as text and
/// JSON, and a spring given in two systems, or half of one, is one line naming the flags.
final class SpringsRunTests: ProgramTestCase {
    private func json(_ arguments: [String]) throws -> [String: Any] {
        let result = try fixture.run(["springs", "--json"] + arguments)
        XCTAssertEqual(result.status, 0, result.standardError)
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    }

    private func system(_ object: [String: Any], _ name: String) -> [String: Double]? {
        (object["systems"] as? [String: Any])?[name] as? [String: Double]
    }

    func testApplesDurationAndBounceComesOutInEverySystem() throws {
        let text = try fixture.run(["springs", "--duration", "0.5", "--bounce", "0.3"])
        XCTAssertEqual(text.status, 0, text.standardError)
        XCTAssertTrue(text.standardOutput.contains("    stiffness 157.9137, damping 17.5929, mass 1\n"), text.standardOutput)
        XCTAssertTrue(text.standardOutput.contains("    response 0.5 s, dampingFraction 0.7\n"), text.standardOutput)
        XCTAssertTrue(text.standardOutput.contains("    dampingRatio 0.7, stiffness 157.9137\n"), text.standardOutput)
        let object = try json(["--duration", "0.5", "--bounce", "0.3"])
        XCTAssertEqual(object["stiffness"] as? Double ?? 0, 157.9137, accuracy: 1e-4)
        XCTAssertEqual(object["damping"] as? Double ?? 0, 17.5929, accuracy: 1e-4)
        XCTAssertEqual(system(object, "framer")?["bounce"] ?? 0, 0.3, accuracy: 1e-9)
    }

    func testEverySystemsFlagsGiveTheSameSpringBack() throws {
        let start = try json(["--stiffness", "120", "--damping", "8", "--mass", "1"])
        let flags: [String: [String: String]] = [
            "response": ["response": "--response", "dampingFraction": "--damping-fraction"],
            "duration-bounce": ["duration": "--duration", "bounce": "--bounce"],
            "compose": ["dampingRatio": "--damping-ratio", "stiffness": "--stiffness"],
            "framer": ["visualDuration": "--visual-duration", "bounce": "--bounce"],
            "origami": ["tension": "--tension", "friction": "--friction"],
            "bouncy": ["bounciness": "--bounciness", "speed": "--speed"],
        ]
        for (name, keys) in flags {
            let values = try XCTUnwrap(system(start, name), name)
            let arguments = keys.flatMap { key, flag in [flag, String(values[key]!)] }
            let again = try json(arguments)
            XCTAssertEqual(again["stiffness"] as? Double ?? 0, 120, accuracy: 1e-6, "\(name): \(arguments)")
            XCTAssertEqual(again["damping"] as? Double ?? 0, 8, accuracy: 1e-6, "\(name): \(arguments)")
        }
    }

    func testASpringInTwoSystemsOrHalfOfOneIsOneLine() throws {
        let cases: [([String], String)] = [
            (["--damping", "3", "--response", "1"], "slideback: springs: --damping and --response give the spring in two systems; give one"),
            (["--bounce", "0.3"], "slideback: springs: --bounce needs --duration or --visual-duration"),
            (["--response", "0.5"], "slideback: springs: --response needs --damping-fraction"),
            (["--tension", "40", "--friction", "7", "--mass", "2"], "slideback: springs: --mass and --tension give the spring in two systems; give one"),
            ([], "slideback: springs: give one spring, for example --stiffness 1000 --damping 500 --mass 3, or --response 0.5 --damping-fraction 0.8"),
            (["--tension", "-100", "--friction", "3"],
             "slideback: springs: --tension and --friction give no spring (stiffness -276.6, damping 10): it needs a positive stiffness and a damping of 0 or more"),
            (["--bounce", "2", "--duration", "1"], #"slideback: springs: --bounce: expected a number from -0.999 to 1, got "2""#),
        ]
        for (arguments, message) in cases {
            let result = try InProcess.run(["springs"] + arguments, in: fixture)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertEqual(result.errorLines, [message], "\(arguments)")
        }
    }
}
