import ObsCheckAPI

/// A tutorial taken step by step in the shell: each step's narration and input (placed at the prompt),
/// `:next`, `:back`, `:hint`, `:check`, `:restart`. The learner's session is its own, and `:restart`
/// rebuilds it by replaying the steps before the current one (runs are deterministic), which undoes
/// whatever the current step did. No I/O: the shell shows what it returns and saves `position`.
public final class GuidedTutorial {
    /// One place to stop: an input to run, or an exercise to do.
    public struct Stop {
        public let narration: String
        public let input: String?
        public let expected: [String]
        public let exercise: Tutorial.Block?
    }

    public let name: String
    public let tutorial: Tutorial
    public let stops: [Stop]
    public private(set) var position: Int
    public private(set) var session: Session
    private var hintsShown = 0
    /// The compiler check for the learner's inputs (the shell's). Replayed steps run unchecked: they were
    /// checked when the lesson was written, and replaying them must be quick.
    public var typeChecker: TypeChecker? {
        didSet { session.typeChecker = typeChecker }
    }

    public init(name: String, tutorial: Tutorial, position: Int = 0) {
        self.name = name
        self.tutorial = tutorial
        var stops: [Stop] = []
        for block in tutorial.blocks {
            if block.isExercise {
                stops.append(Stop(narration: block.narration, input: nil, expected: [], exercise: block))
                continue
            }
            for (index, step) in block.steps.enumerated() {
                stops.append(Stop(narration: index == 0 ? block.narration : "", input: step.input, expected: step.expected, exercise: nil))
            }
        }
        self.stops = stops
        self.position = min(max(0, position), stops.count)
        self.session = Session(echoesValues: true)
        replayToPosition()
    }

    /// What the tutorial's commands say once its last step is done.
    static let atTheEnd = "You are at the end of this tutorial: :back goes back a step; obsrepl tutorial lists the others."

    public var current: Stop? { position < stops.count ? stops[position] : nil }
    public var isFinished: Bool { position >= stops.count }

    /// Runs the learner's input in the tutorial's session; at an input stop, says whether it printed what
    /// the tutorial expects (the learner may have edited the input: then it just shows what happened).
    public func run(_ input: String) -> (results: [TurnResult], matchesStep: Bool?) {
        let stop = current
        let results = TutorialRunner(session: session).turns(input)
        guard let stop, let expectedInput = stop.input, expectedInput == input else { return (results, nil) }
        return (results, TutorialRunner.matches(stop.expected, results: results))
    }

    @discardableResult
    public func next() -> Stop? {
        if position < stops.count { position += 1 }
        hintsShown = 0
        return current
    }

    /// Back one stop: the session is rebuilt to its state before that stop.
    @discardableResult
    public func back() -> Stop? {
        if position > 0 { position -= 1 }
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
        return TutorialRunner(session: session).failedChecks(exercise.checks)
    }

    /// A fresh session with every input stop before `position` run in it.
    private func replayToPosition() {
        session = Session(echoesValues: true)
        session.guide = self
        session.isInteractive = true
        session.typeChecker = typeChecker
        session.typeChecking = false
        defer { session.typeChecking = true }
        let runner = TutorialRunner(session: session)
        for stop in stops.prefix(position) {
            if let input = stop.input {
                _ = runner.run(input)
            } else if let exercise = stop.exercise {
                // A passed exercise's solution brings the session to where the tutorial goes on from.
                for step in exercise.steps { _ = runner.run(step.input) }
            }
        }
    }
}
