import Foundation
import SlideBackCore
import SlideBackRecording

/// Loads the `--reference` files, in order, before anything runs: a recording by its name
/// (`ReferenceVideo`), anything else as CSV. Throws the first problem as one line that names
/// `--reference` and the file, so a bad reference stops the run (exit 2) with nothing written.
func loadReferences(_ options: Options) throws -> [ReferenceMotion] {
    let width = options.referenceWidth ?? options.size.width
    if options.references.isEmpty, options.referenceCrop != nil || options.referenceWidth != nil {
        throw OptionError(description: "--reference-crop and --reference-width need a --reference")
    }
    return try options.references.map { path in
        do {
            if ReferenceVideo.isRecording(path) { return try ReferenceVideo.track(path, crop: options.referenceCrop, widthInPoints: width) }
            let data: Data
            do {
                data = try InputFile.read(atPath: path, limit: ReferenceMotion.maximumCSVBytes, limitText: "16 MiB")
            } catch {
                throw ReferenceProblem(file: path, "\(error)")
            }
            return try ReferenceMotion(csv: String(decoding: data, as: UTF8.self), name: path, width: width)
        } catch let problem as ReferenceProblem {
            throw OptionError(description: "--reference: \(problem)")
        }
    }
}
