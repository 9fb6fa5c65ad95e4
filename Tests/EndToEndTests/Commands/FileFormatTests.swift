import Foundation
@testable import SlideBackCore
@testable import slideback
import XCTest

/// `slideback help scene|style|script` and the man page's sections of the same: every key the
/// readers know is explained, and every example command uses only flags its command has.
final class FileFormatTests: ProgramTestCase {
    /// Every term a format explains, a term such as "push, pop" counting as each of its words.
    private func terms(_ format: FileFormat) -> Set<String> {
        var terms = Set<String>()
        for case .entries(let entries) in format.blocks {
            for entry in entries { terms.formUnion(entry.term.components(separatedBy: ", ")) }
        }
        return terms
    }

    /// What a term means, as written; the last list's, where two lists share a term (the page
    /// key and the element kind `largeTitle`).
    private func meaning(of term: String, in format: FileFormat) -> String? {
        for case .entries(let entries) in format.blocks.reversed() {
            if let entry = entries.first(where: { $0.term == term }) { return entry.meaning }
        }
        return nil
    }

    func testEveryKeyTheReadersKnowIsExplained() throws {
        let scene = terms(.scene)
        XCTAssertEqual(Scene.fileKeys.subtracting(scene), [], "top-level scene keys")
        XCTAssertEqual(PageSpec.fileKeys.subtracting(scene), [], "page keys")
        for kind in PageElement.kindNames {
            let text = try XCTUnwrap(meaning(of: kind, in: .scene), "the element kind \(kind)")
            for key in PageElement.fileKeys[kind] ?? [] {
                XCTAssertTrue(text.contains(key), "\(kind)'s \(key)")
            }
        }
        let row = try XCTUnwrap(meaning(of: "row", in: .scene)), grid = try XCTUnwrap(meaning(of: "grid", in: .scene))
        for key in ElementRow.fileKeys { XCTAssertTrue(row.contains(key), "a row's \(key)") }
        for key in ElementCard.fileKeys { XCTAssertTrue(grid.contains(key), "a card's \(key)") }
        XCTAssertEqual(Set(StyleSpec.fields.map(\.key) + StyleSpec.identityKeys + StyleSpec.phaseKeys).subtracting(terms(.style)), [], "style keys")
        XCTAssertEqual(Set(ScriptAction.names).subtracting(terms(.script)), [], "script actions")
        let keys = try XCTUnwrap(meaning(of: "key", in: .script)).split(separator: " ").map(String.init)
        XCTAssertEqual(Set(Key.allCases.map(\.rawValue)).subtracting(keys), [], "every key name a script may press")
    }

    func testHelpPrintsEachFormatAndTheManPageCarriesThem() throws {
        for format in FileFormat.allCases {
            let result = try fixture.run(["help", format.rawValue])
            XCTAssertEqual(result.status, 0, result.standardError)
            XCTAssertEqual(result.standardOutput, format.helpText)
            XCTAssertTrue(result.standardOutput.hasPrefix("\(format.title) (slideback help \(format.rawValue))\n"))
            XCTAssertTrue(result.standardOutput.split(separator: "\n").allSatisfy { $0.count <= CommandDocument.width + 4 }, format.rawValue)
        }
        let bad = try InProcess.run(["help", "scenes"], in: fixture)
        XCTAssertEqual(bad.status, 2)
        XCTAssertEqual(bad.errorLines.count, 1, bad.standardError)
        let page = ManPage.text(version: "test")
        for section in ["SCENE FILES", "STYLE FILES", "SCRIPTS", "EXAMPLES"] {
            XCTAssertTrue(page.contains("\n.SH \(section)\n"), section)
        }
        XCTAssertTrue(page.contains(#"\fBscrollsSideways\fR"#), "the scene keys in bold")
    }

    func testEveryExampleUsesOnlyFlagsItsCommandHas() throws {
        for (command, _) in ManPage.examples {
            let words = command.split(separator: " ").map(String.init)
            XCTAssertEqual(words.first, "slideback")
            let document = words.dropFirst().first.flatMap(ProgramCommand.init(rawValue:))?.document ?? Options.table.document
            let names = Set(document.options.flatMap(\.names))
            for flag in words where flag.hasPrefix("-") {
                XCTAssertTrue(names.contains(flag), "\(command): \(flag)")
            }
        }
        XCTAssertTrue(ManPage.examples.contains { $0.command.contains("--screens") })
    }
}
