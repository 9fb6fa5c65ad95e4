import Foundation
import SlideBackCore

extension TunedStyleWriter {
    /// E, after the style file went to `styleFile` (`NAME-tuned.json`): the `--export-target`'s
    /// file and the web page beside it, named as it is (`NAME-tuned.css`, `NAME-tuned.html`), each
    /// whole or not at all. The panel and standard output say where, or why not.
    func export(_ spec: StyleSpec, beside styleFile: String, _ stage: inout Stage, display: DemoDisplay) {
        guard let resources = ResourceLocator.resourcesDirectoryOrWarn() else {
            stage.tunerWrote("cannot export: no resources folder")
            return
        }
        let stem = styleFile.hasSuffix(".json") ? String(styleFile.dropLast(5)) : styleFile
        let names = [exportTarget, "web"].reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        let shown = stage
        let context = ExportContext(spec: spec, screen: stage.screen, backButton: ScreenLayout(screen: stage.screen).backButtonHitArea,
                                    resources: resources) {
            try PagePictures.draw(shown, count: WebPageExport.pageCount, display: display)
        }
        var written: [String] = []
        for target in names.compactMap(ExportTarget.named) {
            let path = stem + "." + target.fileExtension
            do {
                try OutputFile.write(try target.make(context), to: path)
                written.append(path)
                print("slideback: exported the tuned style \(spec.name) as \(target.name) to \(path)")
            } catch {
                printWarning("slideback: E: \(target.name): \(error)")
            }
        }
        stage.tunerWrote(written.isEmpty ? "cannot export \(stem)" : "wrote \(styleFile) and " + written.joined(separator: ", "))
    }
}
