import SlideBackCore

/// Loads `--style-file` files, in order, into the catalogue after the built-ins; each unknown key
/// is a warning on standard error. Throws the first file's error, naming the file and the key.
func loadStyleFiles(_ paths: [String]) throws -> StyleCatalog {
    var catalog = StyleCatalog()
    for path in paths {
        let spec = try loadStyleFile(path, among: catalog)
        do {
            try catalog.add(spec)
        } catch let clash as StyleCatalog.Clash {
            throw InputFileError(file: path, location: "name", message: clash.description)
        }
    }
    return catalog
}

/// Loads one style file over the styles of `catalog` (its `base` may name any of them), without
/// adding it; each unknown key is a warning on standard error.
func loadStyleFile(_ path: String, among catalog: StyleCatalog) throws -> StyleSpec {
    var warnings: [String] = []
    let spec = try StyleSpec.load(contentsOf: path, among: catalog, warnings: &warnings)
    for warning in warnings { printWarning("slideback: warning: \(warning)") }
    return spec
}
