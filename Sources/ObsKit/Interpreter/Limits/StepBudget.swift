import CObsSupport

/// The one step budget (issue 10): every unit of work a script can start counts, wherever it runs — a call,
/// a loop iteration, a task's turn, a publisher's delivery, an observation callback, an element a built-in
/// goes through (sorting, joining, making a range's elements) and a line the front end reads. Past the
/// budget the input stops with a message that names the limit and points at the code that crossed it. The
/// same check takes Ctrl-C, every 256 steps.
///
/// A session counts per turn (the shell: a long session is not penalised) or over its whole life
/// (`obsrepl run`, where the budget bounds a script). `Session.stepBudget` and `countsStepsPerTurn`.
extension Interpreter {
    /// The default budget: far beyond a lesson (about 10 s of running in a debug build, 2-3 s in release).
    static let defaultStepBudget = 100_000_000

    /// What starting a task costs: it makes a thread of its own (about 100 µs with its hand-over, measured
    /// on the 2-core machine), as much as some ten thousand calls.
    static let taskStepCost = 10_000
    /// What resuming a task costs: a hand-over between two threads, about 25 µs of CPU measured here, as
    /// much as some thousand calls (fixture 3033: tasks that only yield).
    static let taskResumeCost = 1_000

    /// Counts one step: stops a runaway script at the step budget, and running code at Ctrl-C.
    @inline(__always)
    func countStep(_ range: SourceRange, _ source: SourceText) throws {
        steps &+= 1
        guard steps & 0xFF == 0 else { return }
        try checkLimits(range, source)
    }

    /// Counts `count` steps at once: the elements a built-in goes through in a loop of its own.
    func countSteps(_ count: Int, _ range: SourceRange, _ source: SourceText) throws {
        let before = steps
        steps &+= max(0, count)
        if before >> 8 != steps >> 8 { try checkLimits(range, source) }
    }

    /// Counts steps where no error can be thrown (the scheduler between tasks): false once past the
    /// budget or at Ctrl-C, the error then kept for the end of the turn.
    func countStepsOrStop(_ count: Int, _ range: SourceRange, _ source: SourceText) -> Bool {
        do {
            try countSteps(count, range, source)
            return true
        } catch {
            deferError(error)
            return false
        }
    }

    /// Every 256 steps: Ctrl-C and the step budget.
    @inline(never)
    func checkLimits(_ range: SourceRange, _ source: SourceText) throws {
        if obs_take_interrupt() != 0 { throw runtimeError("interrupted (Ctrl-C)", range, source) }
        if let budget = stepBudget, steps > budget { throw stepLimitError(budget, range, source) }
    }

    /// A task's turn: starting one costs `taskStepCost` steps, resuming one `taskResumeCost`. False past the
    /// budget (or at Ctrl-C): the scheduler then runs no more tasks this turn.
    func countTaskStep(_ task: ScriptTask) -> Bool {
        guard case .closure(let closure)? = task.body else {
            return countStepsOrStop(1, .synthesized, SourceText(text: "", fileName: "<task>", firstLine: 1))
        }
        let cost: Int
        if case .notStarted = task.state { cost = Self.taskStepCost } else { cost = Self.taskResumeCost }
        return countStepsOrStop(cost, closure.decl.range, closure.decl.source)
    }

    /// A publisher's value delivered where no script closure runs (an `assign`): it counts, and a cycle of
    /// deliveries stops at the stack guard instead of overflowing the native stack.
    func countDelivery(_ range: SourceRange, _ source: SourceText) throws {
        if stackGuard.isExhausted() { throw stackOverflow(range, source) }
        try countStep(range, source)
    }

    func stepLimitError(_ budget: Int, _ range: SourceRange, _ source: SourceText) -> ObsDiagnostic {
        runtimeError("stopped: more than \(budget) steps (calls, loop iterations, task steps, deliveries) — a runaway? "
            + "(--max-steps N raises the limit)", range, source)
    }
}
