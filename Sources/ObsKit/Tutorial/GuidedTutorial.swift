import Foundation
import ObsCheckAPI

/// A tutorial taken step by step in the shell: each stop's narration and input (suggested at the prompt),
/// `:next`, `:back`, `:goto`, `:hint`, `:check`, `:restart`. The learner's session is its own. Every move but
/// running a step or passing an exercise rebuilds the session by replaying the lesson up to the stop it
/// lands on (runs are deterministic): the session is then what the lesson has there, whatever the learner
/// tried before. No I/O: the shell shows what it returns and saves `position`.
public final class GuidedTutorial {
    public typealias Stop = Tutorial.Stop

    /// How a step's own input went, against what the lesson shows.
    public enum Verdict: Equatable, Sendable {
        case matches
        /// Only object or node numbers differ (the learner's experiments made objects of their own).
        case renumbered
        case differs
    }

    public let name: String
    public let tutorial: Tutorial
    public let stops: [Stop]
    public private(set) var position: Int
    /// The learner's sessions: the lesson's `main`, and any `:variant` made since the last rebuild.
    public private(set) var variants: SessionVariants
    /// The session in use.
    public var session: Session { variants.current }
    private var hintsShown = 0
    /// The compiler check for the learner's inputs (the shell's). Replayed steps run unchecked: they were
    /// checked when the lesson was written, and replaying them must be quick.
    public var typeChecker: TypeChecker? {
        didSet { for session in variants.sessions.values { session.typeChecker = typeChecker } }
    }

    public init(name: String, tutorial: Tutorial, position: Int = 0) {
        self.name = name
        self.tutorial = tutorial
        self.stops = tutorial.stops
        self.position = min(max(0, position), stops.count)
        self.variants = SessionVariants(Session(echoesValues: true))
        replayToPosition()
    }

    /// What the tutorial's commands say once its last step is done.
    static let atTheEnd = "You are at the end of this tutorial: :back goes back a step, :restart starts it again; obsrepl tutorial lists the others."

    public var current: Stop? { position < stops.count ? stops[position] : nil }
    public var isFinished: Bool { position >= stops.count }

    /// Runs the learner's input in the tutorial's session. The current step's own input runs where it stands
    /// in the lesson (its file and lines) and is compared with what the lesson shows; anything else runs as
    /// typed at the shell (the verdict is nil).
    public func run(_ input: String) -> (results: [TurnResult], verdict: Verdict?) {
        let runner = TutorialRunner(variants: variants)
        guard let step = current?.step, step.input == input else { return (runner.turns(input), nil) }
        let results = runner.turns(step, fileName: tutorial.fileName)
        if TutorialRunner.matches(step.expected, results: results) { return (results, .matches) }
        // Numbers as placeholders: `Sketch#7` where the lesson has `Sketch#5` is the same line.
        let renumbered = step.expected.map(Self.anyNumbers)
        return (results, TutorialRunner.matches(renumbered, results: results) ? .renumbered : .differs)
    }

    /// An expected line with every `#` and number as `#*` (a `(re)` line stays as it is).
    static func anyNumbers(_ line: String) -> String {
        guard !line.hasSuffix(" (re)") else { return line }
        return line.replacingOccurrences(of: "#[0-9]+", with: TutorialMatch.anyNumber, options: .regularExpression)
    }

    /// On to the next stop, keeping the session (after its step ran, or its exercise was done); the next
    /// stop's setup steps run.
    @discardableResult
    public func next() -> Stop? {
        if position < stops.count { position += 1 }
        hintsShown = 0
        runSetup()
        return current
    }

    /// `:next`: past this stop without running it as the learner; the session is rebuilt as the lesson has
    /// it after the stop (its input, or an exercise's solution, ran), so the next steps work as written.
    @discardableResult
    public func skip() -> Stop? {
        goto(position + 1)
    }

    /// Back one stop: the session is rebuilt to its state before that stop.
    @discardableResult
    public func back() -> Stop? {
        goto(position - 1)
    }

    /// `:goto N` (stops count from 0 here): the session is rebuilt by replaying the stops before it.
    @discardableResult
    public func goto(_ stop: Int) -> Stop? {
        position = min(max(0, stop), stops.count)
        hintsShown = 0
        replayToPosition()
        return current
    }

    /// Undoes the current stop: the session returns to its state before it.
    public func restart() {
        hintsShown = 0
        replayToPosition()
    }

    /// The next hint of the current exercise, or nil when there is none left.
    public func hint() -> String? {
        guard let exercise = current?.exercise, hintsShown < exercise.hints.count else { return nil }
        defer { hintsShown += 1 }
        return exercise.hints[hintsShown]
    }

    /// The current exercise's checks in the learner's session: the failures (empty: done).
    public func check() -> [String]? {
        guard let exercise = current?.exercise else { return nil }
        return TutorialRunner(variants: variants).failedChecks(exercise.checks)
    }

    /// A fresh session with every stop before `position` run in it (an exercise by its solution), then the
    /// current stop's setup.
    private func replayToPosition() {
        let session = Session(echoesValues: true)
        variants = SessionVariants(session)
        session.guide = self
        session.isInteractive = true
        session.recordsForExport = true
        session.typeChecker = typeChecker
        session.typeChecking = false
        // Replayed steps run unchecked, in every variant they make; the learner's own are checked.
        defer { for variant in variants.sessions.values { variant.typeChecking = true } }
        let runner = TutorialRunner(variants: variants)
        for stop in stops.prefix(position) {
            for step in stop.setup + (stop.step.map { [$0] } ?? stop.exercise?.steps ?? []) {
                _ = runner.turns(step, fileName: tutorial.fileName)
            }
        }
        runSetup()
    }

    /// The current stop's setup steps, run unseen and unchecked.
    private func runSetup() {
        guard let stop = current, !stop.setup.isEmpty else { return }
        let checking = session.typeChecking
        session.typeChecking = false
        defer { session.typeChecking = checking }
        let runner = TutorialRunner(variants: variants)
        for step in stop.setup { _ = runner.turns(step, fileName: tutorial.fileName) }
    }
}
