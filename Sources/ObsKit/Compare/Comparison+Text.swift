/// A comparison as text for a terminal: two columns of `width` characters in all (each column the input,
/// what it printed, and its events in brief), a `≠` in the gutter where a row differs, identical rows
/// folded unless `all`; below a width too narrow for two columns, the two sides stacked. `highlight`
/// styles what differs (the shell colours it; plain text leaves it as it is).
extension Comparison {
    public func text(width: Int = 100, all: Bool = false, highlight: (String) -> String = { $0 }) -> String {
        let stacked = width < 60
        let column = stacked ? width : (width - 3) / 2
        var out = stacked ? "" : pad(left.name, column) + " | " + right.name + "\n" + String(repeating: "-", count: width) + "\n"
        var folded = 0
        func flushFolded() {
            guard folded > 0 else { return }
            out += "  (\(folded) identical input\(folded == 1 ? "" : "s") folded; --all shows them)\n"
            folded = 0
        }
        for row in rows {
            guard row.differs || all else {
                folded += 1
                continue
            }
            flushFolded()
            let leftLines = cell(row.left, other: row.right, column)
            let rightLines = cell(row.right, other: row.left, column)
            let mark = row.differs ? "≠" : " "
            if stacked {
                out += highlight("\(mark) #\(row.index + 1) \(left.name):") + "\n" + leftLines.map { "  " + $0 }.joined(separator: "\n") + "\n"
                out += highlight("  #\(row.index + 1) \(right.name):") + "\n" + rightLines.map { "  " + $0 }.joined(separator: "\n") + "\n"
                continue
            }
            for index in 0..<max(leftLines.count, rightLines.count) {
                let l = index < leftLines.count ? leftLines[index] : ""
                let r = index < rightLines.count ? rightLines[index] : ""
                let gutter = index == 0 ? " \(mark) " : "   "
                let line = String((pad(l, column) + gutter + r).reversed().drop { $0 == " " }.reversed())
                out += (row.differs && l != r ? highlight(line) : line) + "\n"
            }
        }
        flushFolded()
        out += "\n"
        let leftSummary = summary(left), rightSummary = summary(right)
        if stacked {
            out += left.name + ":\n" + leftSummary.joined(separator: "\n") + "\n" + right.name + ":\n" + rightSummary.joined(separator: "\n") + "\n"
        } else {
            out += pad("summary: " + left.name, column) + " | summary: " + right.name + "\n"
            for index in 0..<max(leftSummary.count, rightSummary.count) {
                let l = index < leftSummary.count ? leftSummary[index] : ""
                let r = index < rightSummary.count ? rightSummary[index] : ""
                let line = pad(l, column) + (l == r ? " | " : " ≠ ") + r
                out += (l == r ? line : highlight(line)) + "\n"
            }
        }
        return out
    }

    /// One side of a row: the input (a declaration folded to its first line when both sides typed the
    /// same), what it printed, its warnings and errors, and its events in brief, each wrapped to `width`.
    private func cell(_ record: TurnRecord?, other: TurnRecord?, _ width: Int) -> [String] {
        guard let record else { return ["(no input)"] }
        let inputLines = record.input.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var lines: [String] = []
        if record.isDeclaration, record.input == other?.input, inputLines.count > 1 {
            lines.append("> " + inputLines[0] + " …")
        } else {
            lines += inputLines.map { "> " + $0 }
        }
        lines += record.output.split(separator: "\n").map(String.init)
        lines += record.warnings.map { "warning: " + $0 }
        lines += record.errors.flatMap { $0.split(separator: "\n").prefix(1).map(String.init) }
        lines += record.brief.map { "· " + $0 }
        return lines.flatMap { wrap($0, width) }
    }

    private func wrap(_ line: String, _ width: Int) -> [String] {
        guard width > 4, line.count > width else { return [line] }
        var pieces: [String] = []
        var rest = Substring(line)
        while rest.count > width {
            pieces.append(String(rest.prefix(width)))
            rest = "  " + rest.dropFirst(width)
        }
        pieces.append(String(rest))
        return pieces
    }

    private func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? String(text.prefix(width)) : text + String(repeating: " ", count: width - text.count)
    }
}
