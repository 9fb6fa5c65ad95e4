import Foundation
import SlideBackCore
import SlideBackExport

/// What an export is made from: the style, the screen it is for, and the program's pictures of
/// the pages, drawn only when a target asks for them (the web page).
struct ExportContext {
    /// The style exported.
    let spec: StyleSpec
    /// The screen, in points.
    let screen: Size
    /// Where the back button's press area is, in points: a tap there pops.
    let backButton: Rect
    /// The resources folder (the web page's template is in it).
    let resources: String
    /// PNG pictures of the pages at rest, root first, drawn by the program's renderer.
    let pictures: () throws -> [Data]
}

/// One thing `slideback export --target NAME` writes: the one table of targets, which the
/// command, its help, its completions and the tuning panel's `--export-target` all read.
struct ExportTarget: Sendable {
    /// The name `--target` takes.
    let name: String
    /// One line on what it writes.
    let summary: String
    /// The file name's ending E gives it, without the dot.
    let fileExtension: String
    /// Makes the file's bytes.
    let make: @Sendable (ExportContext) throws -> Data

    /// Every target, in the order the help lists them: the platforms' code (`CodeTarget`), then
    /// CSS and the web page.
    static let all: [ExportTarget] = CodeTarget.all.map { code in
        ExportTarget(name: code.name, summary: code.platform, fileExtension: code.fileExtension) { Data(code.code(for: $0.spec).utf8) }
    } + [
        ExportTarget(name: "css", summary: "CSS keyframes of the push and pop on the style's curve", fileExtension: "css") { context in
            Data(CSSExport(spec: context.spec, screen: context.screen).text.utf8)
        },
        ExportTarget(name: "web", summary: "one self-contained HTML page that runs the transition: tap to push, swipe back",
                     fileExtension: "html") { context in
            Data(try WebPageExport(context: context).html().utf8)
        },
    ]

    /// The target named `name`, if any.
    static func named(_ name: String) -> ExportTarget? { all.first { $0.name == name } }

    /// The names, in order.
    static var names: [String] { all.map(\.name) }
}
