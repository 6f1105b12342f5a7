/// Rewriting a lesson from a run of it (`check --update`, `play --markdown`) moves the lines after a step
/// whose new output has another number of lines, while what the run printed names the lines the steps had
/// when they ran (`lesson.md:5:1: error: ...`, `:subs`' lesson lines). So the rewritten lesson is parsed and
/// run again, and rewritten again, until a rewrite changes nothing: the second round puts the places right,
/// the third finds nothing to change. Then the text is what a run of it prints (runs are deterministic).
extension TutorialRunner {
    public struct Settled {
        /// The lesson as rewritten (its `source` is the text to write).
        public var tutorial: Tutorial
        /// The run of the lesson as it was given (what changed is shown against it).
        public var first: Report
        /// The run of `tutorial`: the truth about the text.
        public var last: Report
        /// Whether a rewrite of `tutorial` from `last` would change nothing (false only when the output
        /// changes from run to run, or when the rounds ran out).
        public var isSettled: Bool
    }

    /// Runs `tutorial`, rewrites it (`rewrite` gives the new text from a lesson and its run; its `source`
    /// when there is nothing to change), and goes on with the new text until it stops changing, at most
    /// `rounds` rewrites. Each run is in a fresh session (`runner`). Throws a parse error of a rewritten text.
    public static func settle(_ tutorial: Tutorial, rounds: Int = 4, runner: () -> TutorialRunner,
                              rewrite: (Tutorial, Report) -> String) throws -> Settled {
        var current = tutorial
        var report = runner().check(current)
        let first = report
        for _ in 0..<rounds {
            let text = rewrite(current, report)
            guard text != current.source else { return Settled(tutorial: current, first: first, last: report, isSettled: true) }
            current = try TutorialParser.parse(text, fileName: tutorial.fileName)
            report = runner().check(current)
        }
        return Settled(tutorial: current, first: first, last: report, isSettled: rewrite(current, report) == current.source)
    }

    /// What `check` shows: for each step of the lesson as it was that printed something else, a unified diff
    /// (TutorialRunner.diff) between it and the lesson as updated, with the output of the last run (the
    /// same as the first's, but for the places it names), numbered as in each file.
    public static func diffs(_ settled: Settled, fileName: String) -> String {
        var text = "", shift = 0
        for (index, outcome) in settled.first.outcomes.enumerated() where !outcome.matches {
            let last = settled.last.outcomes.indices.contains(index) ? settled.last.outcomes[index].actual : outcome.actual
            text += diff(Outcome(step: outcome.step, actual: last, matches: false), fileName: fileName, shift: shift)
            shift += TutorialMatch.updated(outcome.step.expected, last).count - outcome.step.expected.count
        }
        return text
    }

    /// `check --update`'s rewrite: the steps that printed something else (TutorialRunner.updated), or the
    /// text as it is when every step matched.
    public static func updatedSource(_ tutorial: Tutorial, _ report: Report) -> String {
        report.outcomes.allSatisfy(\.matches) ? tutorial.source : updated(tutorial, report.outcomes)
    }

    /// `play --markdown`'s rewrite: every step's output as it printed (TutorialRunner.transcript).
    public static func transcriptSource(_ tutorial: Tutorial, _ report: Report) -> String {
        transcript(tutorial, report.outcomes)
    }
}
