import Foundation

/// Plays a tutorial's transcripts in one session, as the shell would show them, and compares each
/// step's output with what the tutorial expects.
public struct TutorialRunner {
    public struct Outcome {
        public let step: Tutorial.Step
        public let actual: [String]
        public var matches: Bool
    }

    public let session: Session

    public init(session: Session = Session(echoesValues: true)) {
        self.session = session
    }

    /// The lines a step prints, as the shell shows them: output, echoed values, warnings and errors.
    public func run(_ input: String, fileName: String = "tutorial") -> [String] {
        Self.lines(of: turns(input, fileName: fileName))
    }

    /// Runs a step's input, entry by entry; the result of each turn. With `checking`, the compiler check
    /// is asked only for those entries (the others were checked up front, `precheck`).
    public func turns(_ input: String, fileName: String = "tutorial", checking: Set<Int>? = nil) -> [TurnResult] {
        let wanted = session.typeChecking
        defer { session.typeChecking = wanted }
        return Self.entries(of: input).enumerated().map { index, entry in
            if let checking { session.typeChecking = wanted && checking.contains(index) }
            return session.run(entry, fileName: fileName)
        }
    }

    /// A step's entries, line by line as the shell reads them.
    static func entries(of input: String) -> [InputAccumulator.Entry] {
        var accumulator = InputAccumulator()
        var entries: [InputAccumulator.Entry] = []
        for (index, line) in input.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let entry = accumulator.feed(String(line), lineNumber: index + 1) { entries.append(entry) }
        }
        if let entry = accumulator.finish() { entries.append(entry) }
        return entries
    }

    /// What turns print, as lines, the way a transcript shows them.
    public static func lines(of results: [TurnResult], advice: Bool = true) -> [String] {
        var text = ""
        for result in results {
            text += result.output
            if let echo = result.echo { text += echo + "\n" }
            if let screen = result.screen { text += screen.text() }
            for warning in result.warnings { text += "warning: \(warning)\n" }
            for error in result.errors { text += error.rendered() + "\n" }
            if advice { for piece in result.advice { text += piece.rendered() + "\n" } }
        }
        var printed = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if printed.last == "" { printed.removeLast() }
        return printed
    }

    /// Plays every block (an exercise's solution too) and compares.
    public func check(_ tutorial: Tutorial) -> [Outcome] {
        let steps = tutorial.blocks.flatMap(\.steps)
        let rejected = precheck(steps.map(\.input))
        return steps.enumerated().map { index, step in
            let results = turns(step.input, checking: rejected[index] ?? [])
            let actual = Self.lines(of: results)
            return Outcome(step: step, actual: actual, matches: Self.matches(step.expected, results: results))
        }
    }

    /// The lesson's inputs checked up front by the compiler, as one script (fast: ScriptCheck): for each
    /// input, the entries the compiler rejects. Only those are checked again when they run, so their step
    /// shows the compiler's errors; the rest run unchecked (they were accepted).
    public func precheck(_ inputs: [String]) -> [Int: Set<Int>] {
        var entries: [InputAccumulator.Entry] = []
        var owners: [(input: Int, entry: Int)] = []
        for (index, input) in inputs.enumerated() {
            for (position, entry) in Self.entries(of: input).enumerated() {
                entries.append(entry)
                owners.append((index, position))
            }
        }
        var rejected: [Int: Set<Int>] = [:]
        for index in session.precheck(entries, fileName: "tutorial").keys {
            rejected[owners[index].input, default: []].insert(owners[index].entry)
        }
        return rejected
    }

    /// Whether turns printed what a step expects. Advice is compared only where the step shows advice: a
    /// step written without it matches what ran without its advice lines.
    public static func matches(_ expected: [String], results: [TurnResult]) -> Bool {
        if matches(expected, lines(of: results)) { return true }
        let showsAdvice = expected.contains { $0.hasPrefix("advice: ") || $0.contains(": advice: ") }
        return !showsAdvice && matches(expected, lines(of: results, advice: false))
    }

    /// Whether `checks` hold in the session now; each failed one is described.
    public func failedChecks(_ checks: [Tutorial.Check]) -> [String] {
        checks.compactMap { check in
            switch check {
            case .made(let name, let count):
                let made = session.interpreter.census.made[name] ?? 0
                return made == count ? nil : "\(name) should have been made \(count) time(s); it was made \(made)"
            case .live(let name, let count):
                let live = session.interpreter.census.liveObjects.filter { $0.type.name == name }.count
                return live == count ? nil : "\(count) \(name) should be alive; \(live) \(live == 1 ? "is" : "are")"
            case .prints(let input, let text):
                let printed = run(input)
                return printed.contains { $0.contains(text) } ? nil : "\(input) should print \"\(text)\"; it printed: " + printed.joined(separator: " / ")
            }
        }
    }

    /// Expected lines against actual ones: `...` matches any lines, a line ending ` (re)` is a regular
    /// expression for one line.
    public static func matches(_ expected: [String], _ actual: [String]) -> Bool {
        func match(_ e: Int, _ a: Int) -> Bool {
            if e == expected.count { return a == actual.count }
            if expected[e] == "..." {
                return (a...actual.count).contains { match(e + 1, $0) }
            }
            guard a < actual.count, lineMatches(expected[e], actual[a]) else { return false }
            return match(e + 1, a + 1)
        }
        return match(0, 0)
    }

    static func lineMatches(_ expected: String, _ actual: String) -> Bool {
        guard expected.hasSuffix(" (re)") else { return expected == actual }
        let pattern = "^" + expected.dropLast(5) + "$"
        return actual.range(of: pattern, options: .regularExpression) != nil
    }

    /// A unified diff of one mismatch, for `obsrepl check`.
    public static func diff(_ outcome: Outcome, fileName: String) -> String {
        var text = "--- \(fileName):\(outcome.step.line) expected\n+++ \(fileName):\(outcome.step.line) actual\n"
        text += "@@ obs> \(outcome.step.input.split(separator: "\n").first ?? "") @@\n"
        for line in outcome.step.expected { text += "-\(line)\n" }
        for line in outcome.actual { text += "+\(line)\n" }
        return text
    }

    /// The tutorial's text with each mismatching step's expected output replaced by what it printed.
    public static func updated(_ source: String, _ outcomes: [Outcome]) -> String {
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for outcome in outcomes.reversed() where !outcome.matches {
            let range = outcome.step.outputLines
            lines.replaceSubrange(range.lowerBound..<max(range.lowerBound, range.upperBound), with: outcome.actual)
        }
        return lines.joined(separator: "\n")
    }
}
