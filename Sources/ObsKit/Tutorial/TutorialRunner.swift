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

    /// Runs a step's input, entry by entry; the result of each turn.
    public func turns(_ input: String, fileName: String = "tutorial") -> [TurnResult] {
        var accumulator = InputAccumulator()
        let lines = input.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var entries: [InputAccumulator.Entry] = []
        for (index, line) in lines.enumerated() {
            if let entry = accumulator.feed(line, lineNumber: index + 1) { entries.append(entry) }
        }
        if let entry = accumulator.finish() { entries.append(entry) }
        return entries.map { session.run($0, fileName: fileName) }
    }

    /// What turns print, as lines, the way a transcript shows them.
    public static func lines(of results: [TurnResult]) -> [String] {
        var text = ""
        for result in results {
            text += result.output
            if let echo = result.echo { text += echo + "\n" }
            for warning in result.warnings { text += "warning: \(warning)\n" }
            for error in result.errors { text += error.rendered() + "\n" }
        }
        var printed = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if printed.last == "" { printed.removeLast() }
        return printed
    }

    /// Plays every block (an exercise's solution too) and compares.
    public func check(_ tutorial: Tutorial) -> [Outcome] {
        var outcomes: [Outcome] = []
        for block in tutorial.blocks {
            for step in block.steps {
                let actual = run(step.input)
                outcomes.append(Outcome(step: step, actual: actual, matches: Self.matches(step.expected, actual)))
            }
        }
        return outcomes
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
