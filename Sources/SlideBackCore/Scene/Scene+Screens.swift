import Foundation

/// A scene made from screenshots (`--screens`): each image a page, in the order given and within a
/// folder in name order, with no bar, tab bar, status text or clock drawn over them, since a
/// screenshot already has its own. Every page can be swiped back from, as a scene file's can.
extension Scene {
    /// The file name endings read as screens, compared ignoring case.
    public static let screenExtensions: Set<String> = ["png", "jpg", "jpeg"]

    /// A scene of the screens `paths` stand for: each path a folder (its PNG and JPEG files, in
    /// name order with numbers compared as numbers, so `2.png` comes before `10.png`; other files
    /// and hidden ones are passed over) or one image file. Every file must be a readable regular
    /// file that starts as a PNG or a JPEG does. Throws `ScreensProblem` only.
    public static func screens(_ paths: [String]) throws -> Scene {
        let files = try paths.flatMap(screenFiles(at:))
        guard files.count <= maximumPageCount else {
            throw ScreensProblem(path: paths.first ?? "", reason: "too many screens (\(files.count); at most \(maximumPageCount))")
        }
        let pages = try files.enumerated().map { index, file -> PageSpec in
            try checkImage(file)
            let name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
            // The file name is the window's title; a name is far shorter than a title may be.
            return PageSpec(id: "screen-\(index + 1)", title: String(name.prefix(maximumTitleLength)), content: .image(path: file), bar: .hidden)
        }
        return Scene(pages: pages, overlays: false)
    }

    /// The image files one path stands for: a folder's, sorted, or the file itself.
    static func screenFiles(at path: String) throws -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw ScreensProblem(path: path, reason: "no such file or folder")
        }
        guard isFolder.boolValue else { return [path] }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: path)
        } catch {
            throw ScreensProblem(path: path, reason: "cannot list the folder (\((error as NSError).localizedDescription))")
        }
        let images = names.filter { name in
            !name.hasPrefix(".") && screenExtensions.contains((name as NSString).pathExtension.lowercased())
        }
        guard !images.isEmpty else {
            throw ScreensProblem(path: path, reason: names.isEmpty ? "the folder is empty" : "the folder holds no PNG or JPEG files (.png, .jpg, .jpeg)")
        }
        let sorted = images.sorted { $0.compare($1, options: [.numeric]) == .orderedAscending }
        return sorted.map { resolve($0, against: path) }
    }

    /// Checks that `file` is a readable regular file that starts as a PNG or a JPEG does.
    private static func checkImage(_ file: String) throws {
        let head: Data
        do {
            head = try InputFile.readPrefix(atPath: file, count: 8)
        } catch {
            throw ScreensProblem(path: file, reason: "\(error)")
        }
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], jpeg: [UInt8] = [0xFF, 0xD8, 0xFF]
        guard head.starts(with: png) || head.starts(with: jpeg) else {
            throw ScreensProblem(path: file, reason: head.isEmpty ? "the file is empty" : "not a PNG or JPEG image")
        }
    }
}
