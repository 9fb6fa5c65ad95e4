import Foundation
import SlideBackCore

/// `slideback export --target web`: one HTML file that runs a style in any browser, with no
/// network: the page pictures embedded as PNG data, the style as its style file's JSON, and the
/// player (`Resources/web/player.html`), a script that computes the motion from those constants
/// by the same rules as the program, on the same fixed 1/60 s step.
struct WebPageExport {
    /// The style, the screen and the pictures.
    let context: ExportContext

    /// The player's file in the resources folder.
    static let templatePath = "web/player.html"
    /// Where the configuration goes in the template.
    static let configMarker = "SLIDEBACK-CONFIG"
    /// Where the title goes.
    static let titleMarker = "SLIDEBACK-TITLE"
    /// Pages pictured: the root and two pushed, enough for a push after a push.
    static let pageCount = 3

    /// The page's text.
    func html() throws -> String {
        let path = context.resources + "/" + Self.templatePath
        guard let template = try? String(contentsOfFile: path, encoding: .utf8), template.contains(Self.configMarker) else {
            throw MissingTemplate(path: path)
        }
        let spec = context.spec, screen = context.screen, button = context.backButton
        let pictures = try context.pictures().map { "\"data:image/png;base64,\($0.base64EncodedString())\"" }
        let caption = "\(spec.name): \(spec.summary). Tap to push; swipe back from the left edge"
            + (spec.edges == .both ? " or the right" : "") + (spec.pan == .edge ? "" : " or anywhere on the page") + "."
        let config = "{\"width\": \(formatNumber(screen.width)), \"height\": \(formatNumber(screen.height)), "
            + "\"caption\": \(StyleSpec.jsonString(caption)), "
            + "\"backButton\": {\"x\": \(formatNumber(button.x)), \"y\": \(formatNumber(button.y)), "
            + "\"width\": \(formatNumber(button.width)), \"height\": \(formatNumber(button.height))}, "
            + "\"style\": \(spec.fileText), \"pictures\": [\(pictures.joined(separator: ", "))]}"
        // "</" inside a script element would end it; JSON reads "<\/" as the same two characters.
        return template.replacingOccurrences(of: Self.titleMarker, with: Self.htmlText("SlideBack: \(spec.name)"))
            .replacingOccurrences(of: Self.configMarker, with: config.replacingOccurrences(of: "</", with: "<\\/"))
    }

    /// The player's file could not be read: the resources folder is incomplete.
    struct MissingTemplate: Error, CustomStringConvertible {
        /// Where it was looked for.
        let path: String
        var description: String { "cannot read the web page's player \(path): the resources folder is incomplete" }
    }

    /// Text safe inside an HTML element.
    static func htmlText(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }
}
