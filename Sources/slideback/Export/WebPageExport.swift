import Foundation
import SlideBackCore
import SlideBackExport

/// `slideback export --target web`: one HTML file that runs a style in any browser, with no
/// network: the page pictures embedded as PNG data, the style as its style file's JSON, and the
/// player (`Resources/web/`: the page `player.html`, its scripts `motion.js` and `player.js`),
/// which computes the motion from those constants by the same rules as the program, on the same
/// fixed 1/60 s step.
struct WebPageExport {
    /// The style, the screen and the pictures.
    let context: ExportContext

    /// The page in the resources folder.
    static let templatePath = "web/player.html"
    /// Its scripts, in the order they go into it.
    static let scriptPaths = ["web/motion.js", "web/player.js"]
    /// Where the scripts go in the page.
    static let scriptMarker = "SLIDEBACK-SCRIPT"
    /// Where the configuration goes in the page.
    static let configMarker = "SLIDEBACK-CONFIG"
    /// Where the title goes.
    static let titleMarker = "SLIDEBACK-TITLE"
    /// Pages pictured: the root and two pushed, enough for a push after a push.
    static let pageCount = 3

    /// The page's text.
    func html() throws -> String {
        let template = try Self.read(Self.templatePath, in: context.resources, holding: Self.configMarker)
        let script = try Self.scriptPaths.map { try Self.read($0, in: context.resources) }.joined(separator: "\n")
        let spec = context.spec, screen = context.screen, button = context.backButton
        let pictures = try context.pictures().map { "\"data:image/png;base64,\($0.base64EncodedString())\"" }
        let caption = "\(spec.name): \(spec.summary). Tap to push; swipe back from the left edge"
            + (spec.edges == .both ? " or the right" : "") + (spec.pan == .edge ? "" : " or anywhere on the page") + "."
            + (ZoomExport.flies(spec) ? " " + ZoomExport.cannotZoom("This page", instead: ZoomExport.lookWithoutFlight) + "." : "")
        let config = "{\"width\": \(formatNumber(screen.width)), \"height\": \(formatNumber(screen.height)), "
            + "\"caption\": \(StyleSpec.jsonString(caption)), "
            + "\"backButton\": {\"x\": \(formatNumber(button.x)), \"y\": \(formatNumber(button.y)), "
            + "\"width\": \(formatNumber(button.width)), \"height\": \(formatNumber(button.height))}, "
            + "\"style\": \(spec.fileText), \"pictures\": [\(pictures.joined(separator: ", "))]}"
        // "</" inside a script element would end it; JSON reads "<\/" as the same two characters.
        // The style's text goes in last, so that nothing in it is taken for a marker.
        return template.replacingOccurrences(of: Self.scriptMarker, with: script)
            .replacingOccurrences(of: Self.titleMarker, with: Self.htmlText("SlideBack: \(spec.name)"))
            .replacingOccurrences(of: Self.configMarker, with: config.replacingOccurrences(of: "</", with: "<\\/"))
    }

    /// The text of the player's file `name` in `resources`, which must hold `marker` when one is given.
    private static func read(_ name: String, in resources: String, holding marker: String? = nil) throws -> String {
        let path = resources + "/" + name
        guard let text = try? String(contentsOfFile: path, encoding: .utf8), marker.map(text.contains) ?? true else {
            throw MissingTemplate(path: path)
        }
        return text
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
