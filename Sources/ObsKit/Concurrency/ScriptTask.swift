import Foundation

/// Swift's `Task` as a learner sees it: it starts after the current turn, runs until it waits (on
/// `Task.sleep`, on another task's value, on `Task.yield()`), and is resumed by the session's scheduler on
/// the virtual clock. Each task runs on its own thread used as a coroutine: exactly one of the session's
/// threads runs at any moment, handing over through semaphores, so every run is deterministic.
/// Priorities are kept (TaskPriority.swift) but decide no order: tasks run in the order they were made.
/// Left out: actors' reentrancy.
final class ScriptTask: NativeValue {
    enum State {
        case notStarted
        case ready
        case sleeping(until: Int)
        case waiting(for: ScriptTask)
        /// Waiting until `condition` holds (an element in a stream, a finished child of a group).
        case waitingUntil(() -> Bool)
        /// Called `Task.yield()` when the scheduler's progress count was `at`: it runs again once
        /// something else has happened, so a task that only yields does not keep the session busy.
        case yielded(at: Int)
        case running
        case finished(Result<Value, Error>)
    }

    let id: Int
    /// The closure; let go when the task finishes, as Swift frees a finished task's closure (and what
    /// it captured).
    var body: Value?
    var state: State = .notStarted
    var isCancelled = false
    /// Set when the session ends: the task unwinds at its next suspension point.
    var isTerminated = false
    /// When it finished, among the session's tasks (a task group hands results out in this order).
    var finishOrder = 0
    /// `Task.yield()` bookkeeping (TaskScheduler.yieldNow): the progress count at the last yield, and how
    /// many yields in a row saw nothing else happen.
    var progressAtYield = 0
    var idleYields = 0
    /// The `onCancel` closures of the `withTaskCancellationHandler` calls running in this task, by call.
    var cancellationHandlers: [Int: (order: Int, action: Value)] = [:]
    /// Its structured children (`async let`, a task group's tasks), cancelled with it.
    private(set) var children: [ScriptTask] = []
    /// The `async let` children of the functions this task is running (TaskScheduler.withAsyncLetScope).
    var asyncLetScopes: [[AsyncLetTask]] = []
    /// `@TaskLocal` values bound in this task (by the TaskLocal object's identity); a child task starts with
    /// its parent's, a detached one with none.
    var taskLocals: [ObjectIdentifier: Value] = [:]
    /// `Task(name: "Loader") { ... }`: what `Task.name` answers inside it (SE-0469, Swift 6.2); nil when not named.
    var name: String?
    /// `Task.basePriority` (given or inherited when it was made) and `Task.currentPriority` (raised when a task
    /// of higher priority awaits it), as TaskPriority raw values.
    var basePriority = TaskPriorityValue.medium
    var priority = TaskPriorityValue.medium
    let resumeSignal = DispatchSemaphore(value: 0)
    var stackGuard = StackGuard()
    weak var scheduler: TaskScheduler?

    init(id: Int, body: Value, scheduler: TaskScheduler) {
        self.id = id
        self.body = body
        self.scheduler = scheduler
    }

    var typeName: String { "Task" }

    /// Task is Hashable: a task equals only itself.
    func isEqual(to other: NativeValue) -> Bool? { other === self }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    var isFinished: Bool {
        if case .finished = state { return true }
        return false
    }

    /// Lets go of a finished task's value (an `async let` whose scope ended: nothing can read it any more).
    func dropResult() {
        if case .finished(.success) = state { state = .finished(.success(.void)) }
    }

    func cancel() {
        guard !isFinished, !isCancelled else { return }
        isCancelled = true
        scheduler?.noteProgress()
        // A cancelled sleep ends at once (and throws CancellationError).
        if case .sleeping = state { state = .ready }
        // `withTaskCancellationHandler`'s `onCancel` runs at once, on the canceller's side.
        if let interpreter = scheduler?.interpreter {
            for handler in cancellationHandlers.values.sorted(by: { $0.order < $1.order }) {
                _ = try? interpreter.invoke(handler.action, [], .synthesized, interpreter.synthesizedSource)
            }
        }
        // Structured children (`async let`, a group's tasks) are cancelled with their parent.
        for child in children { child.cancel() }
    }

    /// Awaited by a task of priority `waiter`: runs at least at that priority from now on, as do its children.
    func escalate(to waiter: UInt8) {
        guard priority < waiter else { return }
        priority = waiter
        for child in children where !child.isFinished { child.escalate(to: waiter) }
    }

    /// A structured child: cancelled when this task is.
    func adopt(_ child: ScriptTask) {
        children.removeAll { $0.isFinished }
        children.append(child)
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "cancel":
            return .builtin(BuiltinFunction("cancel") { [weak self] _, _, _, _ in
                self?.cancel()
                return .void
            })
        case "isCancelled":
            return .bool(isCancelled)
        case "value":
            return try scheduler?.awaitValue(of: self, range, source) ?? .void
        case "result":
            do {
                return interpreter.makeResult(.success(try scheduler?.awaitValue(of: self, range, source) ?? .void))
            } catch let error as ScriptError {
                return interpreter.makeResult(.failure(error))
            }
        default:
            return nil
        }
    }
}

/// `CancellationError()`: what `Task.sleep` and `Task.checkCancellation()` throw in a cancelled task.
struct TaskTerminated: Error {}
