import Foundation

/// Expected output against actual output, line by line. An expected line matches exactly, except:
/// `...` matches any number of lines (none too); a line ending ` (re)` is a regular expression for the whole
/// line; `#*` in any other line matches `#` and a number (object and node numbers: `Counter#*`). The
/// alignment of the two (a line diff where `...` absorbs what it matches) serves the verdict, the unified
/// diff `obsrepl check` prints and `check --update`, which rewrites only the lines that differ.
public enum TutorialMatch {
    /// The placeholder for an object or node number.
    public static let anyNumber = "#*"
    /// An empty line written so that it shows: a regular expression that matches only an empty line.
    public static let emptyLine = " (re)"

    /// One line of the alignment.
    public enum Edit: Equatable {
        /// The expected line (or pattern) matches this actual line.
        case same(expected: String, actual: String)
        /// `...`, with the actual lines it stands for.
        case any(absorbed: [String])
        /// An expected line nothing printed.
        case removed(String)
        /// A printed line nothing expected.
        case added(String)
        /// An expected line that printed otherwise: where it was, this line printed.
        case changed(expected: String, actual: String)
    }

    public static func matches(_ expected: [String], _ actual: [String]) -> Bool {
        align(expected, actual).allSatisfy { edit in
            switch edit {
            case .same, .any: return true
            case .removed, .added, .changed: return false
            }
        }
    }

    public static func lineMatches(_ expected: String, _ actual: String) -> Bool {
        if expected.hasSuffix(" (re)") {
            return actual.range(of: "^(?:" + expected.dropLast(5) + ")$", options: .regularExpression) != nil
        }
        guard expected.contains(anyNumber) else { return expected == actual }
        let pattern = expected.components(separatedBy: anyNumber).map(NSRegularExpression.escapedPattern(for:)).joined(separator: "#[0-9]+")
        return actual.range(of: "^" + pattern + "$", options: .regularExpression) != nil
    }

    /// The cheapest alignment: matching lines cost nothing, `...` absorbs lines for nothing, each changed,
    /// removed or added line costs one. Ties prefer a match, then a change, then a removal before an addition
    /// (as diffs show them), and a `...` that absorbs as little as it can.
    public static func align(_ expected: [String], _ actual: [String]) -> [Edit] {
        let m = expected.count, n = actual.count
        var matchCache: [Int: Bool] = [:]
        func match(_ e: Int, _ a: Int) -> Bool {
            if let known = matchCache[e * (n + 1) + a] { return known }
            let result = lineMatches(expected[e], actual[a])
            matchCache[e * (n + 1) + a] = result
            return result
        }
        // cost[e][a]: aligning expected[e...] with actual[a...].
        var cost = Array(repeating: Array(repeating: 0, count: n + 1), count: m + 1)
        for e in stride(from: m, through: 0, by: -1) {
            for a in stride(from: n, through: 0, by: -1) {
                if e == m { cost[e][a] = n - a; continue }
                if expected[e] == "..." {
                    cost[e][a] = min(cost[e + 1][a], a < n ? cost[e][a + 1] : .max)
                    continue
                }
                var best = cost[e + 1][a] + 1
                if a < n {
                    best = min(best, cost[e][a + 1] + 1, cost[e + 1][a + 1] + 1)
                    if match(e, a) { best = min(best, cost[e + 1][a + 1]) }
                }
                cost[e][a] = best
            }
        }
        var edits: [Edit] = []
        var e = 0, a = 0
        while e < m || a < n {
            if e == m {
                edits.append(.added(actual[a]))
                a += 1
            } else if expected[e] == "..." {
                // Absorb while ending the `...` here would cost more.
                var absorbed: [String] = []
                while a < n, cost[e + 1][a] != cost[e][a] {
                    absorbed.append(actual[a])
                    a += 1
                }
                edits.append(.any(absorbed: absorbed))
                e += 1
            } else if a < n, match(e, a), cost[e][a] == cost[e + 1][a + 1] {
                edits.append(.same(expected: expected[e], actual: actual[a]))
                e += 1
                a += 1
            } else if a < n, cost[e][a] == cost[e + 1][a + 1] + 1 {
                edits.append(.changed(expected: expected[e], actual: actual[a]))
                e += 1
                a += 1
            } else if cost[e][a] == cost[e + 1][a] + 1 {
                edits.append(.removed(expected[e]))
                e += 1
            } else {
                edits.append(.added(actual[a]))
                a += 1
            }
        }
        return edits
    }

    /// The expected lines `check --update` writes: each line that still matches stays as written (patterns,
    /// `...`, placeholders), each that does not is replaced by what was printed.
    public static func updated(_ expected: [String], _ actual: [String]) -> [String] {
        align(expected, actual).compactMap { edit in
            switch edit {
            case .same(let expected, _): return expected
            case .any: return "..."
            case .removed: return nil
            case .added(let line), .changed(_, let line): return literal(line)
            }
        }
    }

    /// An actual line written as an expected one: as it is, unless the format would read it otherwise
    /// (`...`, a line ending ` (re)`, one holding `#*`): then as a regular expression that matches only it.
    public static func literal(_ line: String) -> String {
        guard line == "..." || line.hasSuffix(" (re)") || line.contains(anyNumber) else { return line }
        return NSRegularExpression.escapedPattern(for: line) + " (re)"
    }

    /// Why a ` (re)` line cannot be used, or nil.
    public static func regexProblem(_ line: String) -> String? {
        let pattern = String(line.dropLast(5))
        do {
            _ = try NSRegularExpression(pattern: pattern)
            return nil
        } catch {
            return "this (re) line is not a valid regular expression: '\(pattern)' (escape ( ) [ ] { } . * + ? ^ $ | \\ with a backslash "
                + "to match them as they are; a line that really ends in ' (re)' is written with that part escaped: \\(re\\) (re))"
        }
    }

    /// Notes on why expected lines did not match that the diff cannot show: a `(re)` line that would match a
    /// printed line if it were read as plain text (its parentheses, dots or stars are regular expression syntax).
    public static func notes(_ expected: [String], _ actual: [String], firstLine: Int, fileName: String) -> [String] {
        var notes: [String] = []
        for (offset, line) in expected.enumerated() where line.hasSuffix(" (re)") {
            let text = String(line.dropLast(5))
            guard !actual.contains(where: { lineMatches(line, $0) }), actual.contains(text) else { continue }
            notes.append("\(fileName):\(firstLine + offset): this (re) line would match '\(text)' if it were read as plain text: "
                + "as a regular expression its ( ) . * + ? [ ] are syntax; escape them with a backslash, or drop ' (re)'")
        }
        return notes
    }
}
