import Foundation
import SlideBackCore

/// What a soak run prints: a table, or (`--json`) one JSON object for scripts.
public struct SoakReport: Encodable {
    /// The program's version, as `--version` prints it.
    let version: String
    /// How long it ran.
    let seconds: Double
    /// After the warm-up.
    let start: SoakReading
    /// At the end.
    let end: SoakReading

    /// Resident memory growth from the warm-up to the end, percent.
    var growthPercent: Double {
        start.residentBytes > 0 ? Double(end.residentBytes - start.residentBytes) / Double(start.residentBytes) * 100 : 0
    }

    /// A table for people.
    public var table: String {
        """
        soak: \(String(format: "%.0f", seconds)) s, \(end.frames) frames of random input
                          after warm-up      at the end
        resident memory   \(mebibytes(start.residentBytes))    \(mebibytes(end.residentBytes))   (\(String(format: "%+.1f", growthPercent))%)
        live textures     \(String(format: "%9d", start.textures))      \(String(format: "%9d", end.textures))
        """
    }

    private func mebibytes(_ bytes: Int) -> String {
        String(format: "%8.1f MiB", Double(bytes) / 1_048_576)
    }
}

extension SoakReport {
    private enum CodingKeys: String, CodingKey {
        case version, seconds, frames, residentBytesStart = "resident_bytes_start", residentBytesEnd = "resident_bytes_end"
        case residentGrowthPercent = "resident_growth_percent", texturesStart = "textures_start", texturesEnd = "textures_end"
    }

    /// The JSON object: the program's version, the run's length and frames, and resident memory
    /// and live textures after the warm-up and at the end.
    public func encode(to encoder: Encoder) throws {
        var members = encoder.container(keyedBy: CodingKeys.self)
        try members.encode(version, forKey: .version)
        try members.encode(ReportNumber(seconds, decimals: 1), forKey: .seconds)
        try members.encode(end.frames, forKey: .frames)
        try members.encode(start.residentBytes, forKey: .residentBytesStart)
        try members.encode(end.residentBytes, forKey: .residentBytesEnd)
        try members.encode(ReportNumber(growthPercent, decimals: 2), forKey: .residentGrowthPercent)
        try members.encode(start.textures, forKey: .texturesStart)
        try members.encode(end.textures, forKey: .texturesEnd)
    }
}
