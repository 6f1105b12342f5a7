/// What `obsrepl check` shows of a step that printed something else, and what `check --update` writes: a
/// unified diff between the lesson as it is and the lesson as `--update` would leave it (so every `-` and
/// `+` is a line of the file, numbered as in the file), with three lines of context, then notes the diff
/// cannot show (a `(re)` line that would match if read as plain text).
extension TutorialRunner {
    public static func diff(_ outcome: Outcome, fileName: String) -> String {
        let step = outcome.step
        let firstInputLine = step.input.split(separator: "\n", omittingEmptySubsequences: false).first ?? ""
        var text = "--- \(fileName):\(step.line) expected\n+++ \(fileName):\(step.line) actual\n"
        let edits = TutorialMatch.align(step.expected, outcome.actual)
        // Each line with its kind and its numbers in the file before and after the update.
        var rows: [(mark: Character, text: String, old: Int, new: Int)] = []
        var old = step.outputLines.lowerBound, new = step.outputLines.lowerBound
        for edit in edits {
            switch edit {
            case .same(let expected, _):
                rows.append((" ", expected, old, new))
                old += 1
                new += 1
            case .any:
                rows.append((" ", "...", old, new))
                old += 1
                new += 1
            case .removed(let expected):
                rows.append(("-", expected, old, new))
                old += 1
            case .added(let actual):
                rows.append(("+", TutorialMatch.literal(actual), old, new))
                new += 1
            case .changed(let expected, let actual):
                rows.append(("-", expected, old, new))
                old += 1
                rows.append(("+", TutorialMatch.literal(actual), old, new))
                new += 1
            }
        }
        // In a run of changes, the removed lines come first, then the added ones (as diff shows them).
        var start = 0
        while start < rows.count {
            guard rows[start].mark != " " else { start += 1; continue }
            var end = start
            while end < rows.count, rows[end].mark != " " { end += 1 }
            let run = rows[start..<end]
            rows.replaceSubrange(start..<end, with: run.filter { $0.mark == "-" } + run.filter { $0.mark == "+" })
            start = end
        }
        let changed = rows.indices.filter { rows[$0].mark != " " }
        var index = 0
        while index < changed.count {
            // A hunk: the changes closer than seven lines to each other, with three lines of context.
            var last = index
            while last + 1 < changed.count, changed[last + 1] - changed[last] <= 6 { last += 1 }
            let lower = max(0, changed[index] - 3), upper = min(rows.count, changed[last] + 4)
            let hunk = rows[lower..<upper]
            let oldCount = hunk.filter { $0.mark != "+" }.count, newCount = hunk.filter { $0.mark != "-" }.count
            let oldStart = oldCount == 0 ? hunk.first!.old - 1 : hunk.first { $0.mark != "+" }!.old
            let newStart = newCount == 0 ? hunk.first!.new - 1 : hunk.first { $0.mark != "-" }!.new
            text += "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@ obs> \(firstInputLine)\n"
            for row in hunk { text += "\(row.mark)\(row.text)\n" }
            index = last + 1
        }
        for note in TutorialMatch.notes(step.expected, outcome.actual, firstLine: step.outputLines.lowerBound, fileName: fileName) {
            text += note + "\n"
        }
        return text
    }

    /// A unified diff's range: `start` alone for one line, else `start,count`.
    private static func range(_ start: Int, _ count: Int) -> String {
        count == 1 ? "\(start)" : "\(start),\(count)"
    }

    /// The tutorial's text with each mismatching step's expected output rewritten: the lines that still match
    /// stay as written, the others become what the step printed (TutorialMatch.updated). Line endings and a
    /// block's indentation are kept.
    public static func updated(_ tutorial: Tutorial, _ outcomes: [Outcome]) -> String {
        rewritten(tutorial, outcomes.filter { !$0.matches }) { TutorialMatch.updated($0.step.expected, $0.actual) }
    }

    /// The tutorial as a transcript of this run (`obsrepl play --markdown`): every step's output is what it
    /// printed, each line as it is (TutorialMatch.literal); narration, fences and exercises stay, so the
    /// transcript is a lesson that checks.
    public static func transcript(_ tutorial: Tutorial, _ outcomes: [Outcome]) -> String {
        rewritten(tutorial, outcomes) { $0.actual.map(TutorialMatch.literal) }
    }

    private static func rewritten(_ tutorial: Tutorial, _ outcomes: [Outcome], _ output: (Outcome) -> [String]) -> String {
        let source = tutorial.source.replacingOccurrences(of: "\r\n", with: "\n")
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for outcome in outcomes.sorted(by: { $0.step.line > $1.step.line }) {
            let range = outcome.step.outputLines
            var written = output(outcome)
            // Empty lines at the end would read as spacing (and be warned about): written as a pattern.
            for index in written.indices.reversed() {
                guard written[index].isEmpty else { break }
                written[index] = TutorialMatch.emptyLine
            }
            written = written.map { $0.isEmpty ? "" : outcome.step.indent + $0 }
            // outputLines are 1-based lines of the file; the array is 0-based.
            lines.replaceSubrange((range.lowerBound - 1)..<max(range.lowerBound - 1, range.upperBound - 1), with: written)
        }
        return lines.joined(separator: tutorial.lineEnding)
    }
}
