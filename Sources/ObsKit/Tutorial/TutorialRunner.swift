import Foundation

/// Plays a tutorial's transcripts in one session, as the shell would show them, and compares each
/// step's output with what the tutorial expects (TutorialMatch). A step runs under the lesson's file name
/// and its own lines in it, so an error or a `sink` is placed as `lesson.md:12:5`.
public struct TutorialRunner {
    public struct Outcome {
        public let step: Tutorial.Step
        public let actual: [String]
        public var matches: Bool
    }

    /// The lesson's sessions: `main`, and those `:variant NAME` made (a mistake and its fix, side by side).
    public let variants: SessionVariants
    /// The session the next step runs in: the variant in use.
    public var session: Session { variants.current }

    public init(session: Session = Session(echoesValues: true)) {
        variants = SessionVariants(session)
    }

    /// A runner that goes on in sessions kept between runs (a guided tutorial's).
    public init(variants: SessionVariants) {
        self.variants = variants
    }

    /// The lines an input prints, as the shell shows them: output, echoed values, warnings and errors.
    public func run(_ input: String, fileName: String = "<stdin>", firstLine: Int = 1) -> [String] {
        Self.lines(of: turns(input, fileName: fileName, firstLine: firstLine))
    }

    /// Runs a lesson's step where it stands in the lesson (`fileName`, its lines).
    public func turns(_ step: Tutorial.Step, fileName: String, checking: Set<Int>? = nil) -> [TurnResult] {
        turns(step.input, fileName: fileName, firstLine: step.line, checking: checking)
    }

    /// Runs an input, entry by entry; the result of each turn. With `checking`, the compiler check is asked
    /// only for those entries (the others were checked up front, `precheck`).
    public func turns(_ input: String, fileName: String = "<stdin>", firstLine: Int = 1, checking: Set<Int>? = nil) -> [TurnResult] {
        let wanted = session.typeChecking
        return Self.entries(of: input, firstLine: firstLine).enumerated().map { index, entry in
            // Each entry runs in the variant in use when it starts (`:variant fixed` switches for the next).
            let current = session
            if let checking { current.typeChecking = wanted && checking.contains(index) }
            var result = current.run(entry, fileName: fileName)
            current.typeChecking = wanted
            variants.apply(to: &result)
            return result
        }
    }

    /// A step's entries, line by line as the shell reads them, numbered from `firstLine`.
    static func entries(of input: String, firstLine: Int = 1) -> [InputAccumulator.Entry] {
        var accumulator = InputAccumulator()
        var entries: [InputAccumulator.Entry] = []
        for (index, line) in input.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let entry = accumulator.feed(String(line), lineNumber: firstLine + index) { entries.append(entry) }
        }
        if let entry = accumulator.finish() { entries.append(entry) }
        return entries
    }

    /// What turns print, as lines, the way a transcript shows them (advice last, unless left out).
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

    /// What `check` found: each step's outcome, and each exercise's failed checks (empty: it passed).
    public struct Report {
        public var outcomes: [Outcome]
        public var exercises: [(block: Tutorial.Block, failures: [String])]
    }

    /// Plays every block (setup blocks and exercises' solutions too) and compares; an exercise's checks run
    /// right after its solution, as `:check` would after the learner's.
    public func check(_ tutorial: Tutorial) -> Report {
        let steps = tutorial.blocks.flatMap(\.steps)
        let rejected = precheck(steps, fileName: tutorial.fileName)
        var report = Report(outcomes: [], exercises: [])
        for block in tutorial.blocks {
            for step in block.steps {
                let index = report.outcomes.count
                let results = turns(step, fileName: tutorial.fileName, checking: rejected[index] ?? [])
                // A step written without advice is compared, shown and updated without it.
                let actual = Self.lines(of: results, advice: Self.showsAdvice(step.expected))
                report.outcomes.append(Outcome(step: step, actual: actual, matches: Self.matches(step.expected, results: results)))
            }
            if block.isExercise { report.exercises.append((block, failedChecks(block.checks))) }
        }
        return report
    }

    /// The lesson's steps checked up front by the compiler, as one script (fast: ScriptCheck): for each
    /// step, the entries the compiler rejects. Only those are checked again when they run, so their step
    /// shows the compiler's errors; the rest run unchecked (they were accepted).
    public func precheck(_ steps: [Tutorial.Step], fileName: String) -> [Int: Set<Int>] {
        var entries: [InputAccumulator.Entry] = []
        var owners: [(input: Int, entry: Int)] = []
        for (index, step) in steps.enumerated() {
            for (position, entry) in Self.entries(of: step.input, firstLine: step.line).enumerated() {
                entries.append(entry)
                owners.append((index, position))
            }
        }
        var rejected: [Int: Set<Int>] = [:]
        for index in session.precheck(entries, fileName: fileName).keys {
            rejected[owners[index].input, default: []].insert(owners[index].entry)
        }
        return rejected
    }

    /// Whether `checks` hold in the session now; each failed one is described. Objects made are counted
    /// from the session's last `:mount`.
    public func failedChecks(_ checks: [Tutorial.Check]) -> [String] {
        checks.compactMap { check in
            switch check {
            case .made(let name, let count):
                let made = session.interpreter.census.madeSinceMount(name)
                return made == count ? nil : "\(name) should have been made \(count) time(s) since the last :mount; it was made \(made)"
            case .live(let name, let count):
                let live = session.interpreter.census.liveObjects.filter { $0.type.name == name }.count
                return live == count ? nil : "\(count) \(name) should be alive; \(live) \(live == 1 ? "is" : "are")"
            case .prints(let input, let text):
                let printed = run(input)
                return printed.contains { $0.contains(text) } ? nil : "\(input) should print \(Self.quoted(text)); it printed: " + printed.joined(separator: " / ")
            }
        }
    }

    /// Text in a message, in quotes it does not hold (output is full of double quotes: `Button "Add"`).
    static func quoted(_ text: String) -> String {
        !text.contains("\"") ? "\"\(text)\"" : !text.contains("'") ? "'\(text)'" : "«\(text)»"
    }

    public static func matches(_ expected: [String], _ actual: [String]) -> Bool {
        TutorialMatch.matches(expected, actual)
    }

    /// Whether turns printed what a step expects. Advice is compared only where the step shows advice: a
    /// step written without it matches what ran without its advice lines.
    public static func matches(_ expected: [String], results: [TurnResult]) -> Bool {
        if matches(expected, lines(of: results)) { return true }
        return !showsAdvice(expected) && matches(expected, lines(of: results, advice: false))
    }

    static func showsAdvice(_ expected: [String]) -> Bool {
        expected.contains { $0.hasPrefix("advice: ") || $0.contains(": advice: ") }
    }
}
