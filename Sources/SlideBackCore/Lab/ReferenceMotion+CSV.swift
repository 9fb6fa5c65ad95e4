/// Reading a reference from CSV text: `time_s,x_pt`, `time_s,progress` (x is progress times the
/// width), or a `--trace` file (its `time_s` and `front_x`, the rows of a transition only: a
/// trace's rows at rest are the page at rest, not a motion). The first line is a header naming
/// the columns, in any order, among others; every value read must be a finite number and the
/// times must go forward. Every problem is one line naming the file and the line.
extension ReferenceMotion {
    /// The most bytes a CSV reference may have: far more than `maximumSamples` rows of a trace.
    public static let maximumCSVBytes = 16 << 20

    /// The reference in `text`, the contents of the file `name`; progress is scaled by `width`.
    public init(csv text: String, name: String, width: Double) throws {
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(Substring.init)
        while let last = lines.last, last.allSatisfy(\.isWhitespace) { lines.removeLast() }
        guard let headerLine = lines.first, !headerLine.allSatisfy(\.isWhitespace) else { throw ReferenceProblem(file: name, "is empty") }
        let header = headerLine.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingSpaces.lowercased() }
        let isTrace = header.contains("front_x") && header.contains("phase")
        guard let timeColumn = header.firstIndex(of: "time_s"),
              let xColumn = header.firstIndex(of: isTrace ? "front_x" : "x_pt") ?? header.firstIndex(of: "progress") else {
            throw ReferenceProblem(file: name, "line 1: expected a header naming time_s and x_pt (or time_s and progress), got "
                                   + InputFileError.quoted(String(headerLine)))
        }
        let scale = header[xColumn] == "progress" ? width : 1
        let phaseColumn = isTrace ? header.firstIndex(of: "phase") : nil
        let frameColumn = isTrace ? header.firstIndex(of: "frame") : nil
        guard lines.count - 1 <= Self.maximumSamples else {
            throw ReferenceProblem(file: name, "has \(lines.count - 1) rows, more than the \(Self.maximumSamples) a reference may hold (10 minutes at 60 Hz)")
        }
        var samples: [Sample] = []
        samples.reserveCapacity(lines.count - 1)
        for (offset, line) in lines.enumerated().dropFirst() where !line.allSatisfy(\.isWhitespace) {
            let fields = line.split(separator: ",", omittingEmptySubsequences: false)
            func number(_ column: Int) throws -> Double {
                let field = column < fields.count ? fields[column].trimmingSpaces : ""
                guard let value = Double(field), value.isFinite else {
                    throw ReferenceProblem(file: name, "line \(offset + 1): expected a finite number in \(header[column]), got \(InputFileError.quoted(field))")
                }
                return value
            }
            if let phaseColumn, phaseColumn < fields.count, fields[phaseColumn].trimmingSpaces == MotionPhase.rest.rawValue { continue }
            let time = try frameColumn.map { try number($0) / 60 } ?? number(timeColumn)
            let sample = Sample(time: time, x: try number(xColumn) * scale)
            if let previous = samples.last, sample.time <= previous.time {
                let column = frameColumn == nil ? "time_s" : "frame"
                throw ReferenceProblem(file: name, "line \(offset + 1): \(column) goes back (or stands still)"
                                       + (frameColumn == nil ? " from \(previous.time) to \(sample.time)" : ""))
            }
            samples.append(sample)
        }
        try self.init(name: name, width: width, samples: samples)
    }
}

extension Substring {
    /// Without spaces, tabs and a carriage return at either end.
    fileprivate var trimmingSpaces: String {
        var text = self
        while let first = text.first, first == " " || first == "\t" || first == "\r" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" || last == "\r" { text.removeLast() }
        return String(text)
    }
}
