import Foundation
import SlideBackCore
import SlideBackRender
import SlideBackTools

/// The result of `slideback check-bars`: per style and case, the flagged frames of every pair.
struct CheckBarsReport: Encodable {
    /// One style and case, summed over the pairs.
    struct Cell: Encodable {
        let a: Int, b: Int, c: Int, d: Int
        let firstA: Int?, firstB: Int?, firstC: Int?, firstD: Int?
        let frames: Int
        /// The lowest contrast of the status text in any frame, to two decimals.
        let worstContrast: Double

        enum CodingKeys: String, CodingKey {
            case a, b, c, d, frames
            case firstA = "first_a", firstB = "first_b", firstC = "first_c", firstD = "first_d"
            case worstContrast = "worst_contrast"
        }
    }

    /// One style's row.
    struct Row: Encodable {
        let style: String
        /// Whether its drag carries each page's own bar (then every case must be clean).
        let wholePage: Bool
        var cases: [String: Cell] = [:]

        enum CodingKeys: String, CodingKey {
            case style, cases
            case wholePage = "whole_page"
        }
    }

    /// Bar-state pairs each case ran on.
    let pairs: Int
    private(set) var rows: [Row] = []

    init(pairs: Int) {
        self.pairs = pairs
    }

    /// Adds one style and case.
    mutating func add(_ spec: StyleSpec, _ stressCase: BarStressCase, _ flags: BarCheck.Flags) {
        if rows.last?.style != spec.name {
            rows.append(Row(style: spec.name, wholePage: [.perPage, .barPicture].contains(spec.drag.bar)))
        }
        rows[rows.count - 1].cases[stressCase.rawValue] = Cell(a: flags.wrongAtRest, b: flags.stray, c: flags.flash, d: flags.lowContrast,
                                                               firstA: flags.firstWrongAtRest, firstB: flags.firstStray,
                                                               firstC: flags.firstFlash, firstD: flags.firstLowContrast, frames: flags.frames,
                                                               worstContrast: (flags.worstContrast * 100).rounded(.down) / 100)
    }

    /// Every whole-page style clean, and no style with a wrong bar at rest, a flash or status text
    /// that does not read.
    var passes: Bool {
        rows.allSatisfy { row in
            row.cases.values.allSatisfy { $0.a == 0 && $0.c == 0 && $0.d == 0 && (!row.wholePage || $0.b == 0) }
        }
    }

    enum CodingKeys: String, CodingKey {
        case pairs, rows = "styles", passes
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(pairs, forKey: .pairs)
        try container.encode(rows, forKey: .rows)
        try container.encode(passes, forKey: .passes)
    }

    /// The report as one JSON object.
    var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) + "\n" } ?? "{}\n"
    }

    /// The report as a table: a cell is `0`, or the frames flagged (a), (b) and (c) and the first.
    var table: String {
        let cases = BarStressCase.allCases.map(\.rawValue)
        var lines = ["check-bars: \(pairs) bar-state pairs; a cell counts frames (a) wrong bar at rest, (b) a bar that is neither page's, (c) a one-frame flash, (d) status text under 4.5:1, and the first flagged frame",
                     "",
                     Self.pad("style", 24) + cases.map { Self.pad($0, 22) }.joined() + "whole-page"]
        for row in rows {
            let cells = cases.map { name -> String in
                guard let cell = row.cases[name] else { return Self.pad("-", 22) }
                return Self.pad(cell.text, 22)
            }
            lines.append(Self.pad(row.style, 24) + cells.joined() + (row.wholePage ? "yes" : "no"))
        }
        lines += [""] + Self.legend + [""]
        lines.append(passes ? "check-bars: pass (every whole-page style clean; no wrong bar at rest, no flash, status text readable)"
                            : "check-bars: FAIL")
        return lines.joined(separator: "\n") + "\n"
    }

    /// What a cell says, under the table: each letter's verdict and what passing asks of it.
    static let legend = [
        "legend: a cell is 0 when no frame of the case was flagged in any pair; otherwise, summed over the pairs:",
        "  aN   N frames at rest whose bar is not the top page's own (wrong bar at rest; must be 0 in every style)",
        "  bN   N frames mid-transition with bar pixels that are neither the leaving page's bar nor the entering one's,",
        "       moved as their pages move (a shared or cross-faded bar; must be 0 where whole-page is yes)",
        "  cN   N frames where the bar flashes for one frame what neither neighbouring frame shows (must be 0 in every style)",
        "  dN   N frames whose status text (clock, battery) reads under 4.5:1 (WCAG AA) against what is drawn under it,",
        "       measured in the drawn pixels: each strip of the text against the frame drawn without it (must be 0 in every style)",
        "  #F   the first flagged frame of any kind, counted from the case's first frame",
        "  whole-page   yes: the style's drag carries each page's own bar (a live bar or its picture), so b must be 0 too",
    ]

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }
}

extension CheckBarsReport.Cell {
    /// `0`, or `a2 b40 c0 d0 #3`.
    var text: String {
        guard a + b + c + d > 0 else { return "0" }
        let first = [firstA, firstB, firstC, firstD].compactMap { $0 }.min().map { " #\($0)" } ?? ""
        return "a\(a) b\(b) c\(c) d\(d)\(first)"
    }
}
