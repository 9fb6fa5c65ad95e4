import SlideBackCore

/// Loads `--style-file` files, in order, into the catalogue after the built-ins; each unknown key
/// is a warning on standard error. Throws the first file's error, naming the file and the key.
func loadStyleFiles(_ paths: [String]) throws -> StyleCatalog {
    var catalog = StyleCatalog()
    for path in paths {
        var warnings: [String] = []
        let spec = try StyleSpec.load(contentsOf: path, warnings: &warnings)
        for warning in warnings { printWarning("slideback: warning: \(warning)") }
        do {
            try catalog.add(spec)
        } catch let clash as StyleCatalog.Clash {
            throw InputFileError(file: path, location: "name", message: clash.description)
        }
    }
    return catalog
}

/// The usage text of `slideback styles`.
let stylesUsage = """
usage: slideback styles [--json] [--export NAME] [--style-file FILE ...] | --keys

Prints every style, built-in and loaded, with all its constants.

options:
  --json               the same as one JSON object of style files by name
  --export NAME        one style as a style file that loads back to the identical style
  --style-file FILE    load a style from a style file too (repeatable)
  --keys               the style-file keys as the README's Markdown table
  -h, --help           show this help
"""

/// `slideback styles [--json] [--export NAME] [--style-file FILE ...]`: every style with every
/// constant, as a table or JSON; or one style as a style file that loads back to the same spec.
/// `--keys` prints the style-file keys as the README's Markdown table.
func listStyles(_ arguments: [String]) -> Int32 {
    var json = false, export: String?, files: [String] = []
    var remaining = arguments[...]
    while let flag = remaining.popFirst() {
        switch flag {
        case "--json": json = true
        case "--keys":
            print(StyleListing.keyTable(), terminator: "")
            return 0
        case "--export", "--style-file":
            guard let value = remaining.popFirst(), !value.isEmpty else {
                printWarning("slideback: styles: \(flag) needs a value")
                return 2
            }
            if flag == "--export" { export = value } else { files.append(value) }
        case "-h", "--help":
            print(stylesUsage)
            return 0
        default:
            printWarning("slideback: styles: unknown flag \"\(flag.prefix(40))\"; usage: slideback styles [--json] [--export NAME] [--style-file FILE ...]")
            return 2
        }
    }
    let catalog: StyleCatalog
    do {
        catalog = try loadStyleFiles(files)
    } catch {
        printWarning("slideback: \(error)")
        return 2
    }
    if let export {
        guard let spec = catalog.spec(named: export) else {
            printWarning("slideback: styles: --export: unknown style \"\(export.prefix(40))\" (known: \(catalog.knownNames))")
            return 2
        }
        print(spec.fileText, terminator: "")
        return 0
    }
    do {
        print(json ? try StyleListing.json(catalog.specs) : StyleListing.table(catalog.specs), terminator: "")
    } catch {
        printWarning("slideback: styles: --json: \(error)")
        return 1
    }
    return 0
}
