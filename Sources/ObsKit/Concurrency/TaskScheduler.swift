import Foundation

/// Runs a session's tasks on its virtual clock (nanoseconds since the session started). Tasks run after
/// a turn until they all wait; `advance(by:)` moves the clock and wakes sleepers in time order.
final class TaskScheduler {
    var now = 0
    /// The `@TaskLocal` bindings of the code running now: the current task's, or the session's own.
    var taskLocals: [ObjectIdentifier: Value] {
        get { current?.taskLocals ?? sessionTaskLocals }
        set { if let current { current.taskLocals = newValue } else { sessionTaskLocals = newValue } }
    }
    private var sessionTaskLocals: [ObjectIdentifier: Value] = [:]
    var sessionAsyncLetScopes: [[AsyncLetTask]] = []
    private var tasks: [ScriptTask] = []
    private var nextID = 0
    /// The task whose code is running; nil on the session's own thread.
    private(set) var current: ScriptTask?
    private let yieldSignal = DispatchSemaphore(value: 0)
    unowned let interpreter: Interpreter
    /// Counts what lets a yielded task run again: a task resumed, the clock moved, a cancellation, an
    /// element sent to a stream.
    private(set) var progress = 0
    private var finishedCount = 0
    static let spinLimit = 1000
    /// Stack size of a task's thread.
    static let stackSize = 64 << 20

    init(interpreter: Interpreter) {
        self.interpreter = interpreter
    }

    /// `structured`: a child of a task group or an `async let`, which run the same code side by side on
    /// purpose (no advice about work started again).
    func spawn(_ body: Value, structured: Bool = false, detached: Bool = false, priority: UInt8? = nil) -> ScriptTask {
        nextID += 1
        let task = ScriptTask(id: nextID, body: body, scheduler: self)
        task.basePriority = priority ?? (detached ? TaskPriorityValue.medium : currentPriority)
        task.priority = task.basePriority
        if !detached { task.taskLocals = taskLocals }
        if structured, let parent = current {
            parent.adopt(task)
            // A child of a cancelled task starts cancelled.
            if parent.isCancelled { task.cancel() }
        }
        if !structured { TaskAdvice.noteStart(of: task, among: tasks, interpreter: interpreter) }
        tasks.append(task)
        noteProgress()
        return task
    }

    /// The tasks not finished yet.
    var runningTasks: [ScriptTask] { tasks.filter { !$0.isFinished } }

    func noteProgress() {
        progress += 1
    }

    var hasPendingTasks: Bool { tasks.contains { !$0.isFinished } }

    /// Runs every task that can run, in creation order, until all of them wait or finish.
    func runUntilIdle() {
        precondition(current == nil, "runUntilIdle is called from the session's thread")
        while let index = tasks.firstIndex(where: { isRunnable($0) }) {
            let task = tasks[index]
            guard interpreter.countTaskStep(task) else { break }
            resume(task)
            // A finished task goes at once: a chain of tasks that each start the next stays a short list.
            if task.isFinished, index < tasks.count, tasks[index] === task { tasks.remove(at: index) }
        }
        tasks.removeAll { $0.isFinished }
    }

    /// `Task.immediate { ... }` made by code on the session's thread (top-level code, what it calls): the task runs
    /// at once until it first suspends or ends, before its creator goes on (SE-0472). Made inside another task, it
    /// waits for its turn as any task does (left out: handing that task's thread over to it).
    func startImmediately(_ task: ScriptTask) {
        guard current == nil, interpreter.countTaskStep(task) else { return }
        resume(task)
    }

    private func isRunnable(_ task: ScriptTask) -> Bool {
        switch task.state {
        case .notStarted, .ready: return true
        case .waiting(let other): return other.isFinished
        case .waitingUntil(let condition): return condition() || task.isTerminated
        case .yielded(let at): return progress > at
        case .sleeping, .running, .finished: return false
        }
    }

    /// `time + duration` on the clock (a negative duration counts as 0), at most the clock's end.
    static func later(_ time: Int, by duration: Int) -> Int {
        let (sum, overflow) = time.addingReportingOverflow(max(0, duration))
        return overflow ? .max : sum
    }

    /// Moves the clock forward by `duration`, waking sleepers at their times (and running what they start).
    func advance(by duration: Int) {
        // The clock stops at its end (Int.max nanoseconds, about 292 years) rather than overflow.
        let target = Self.later(now, by: duration)
        runUntilIdle()
        while let (task, wake) = nextSleeper(), wake <= target {
            now = max(now, wake)
            task.state = .ready
            runUntilIdle()
        }
        now = target
        noteProgress()
        runUntilIdle()
    }

    /// `:advance`: as `advance(by:)`, but each moment something wakes is a turn of its own: `afterWake`
    /// (the session's update) runs after the tasks that woke then (rules §10.1, a timer's ticks).
    func advance(by duration: Int, afterWake: () throws -> Void) throws {
        // The clock stops at its end (Int.max nanoseconds, about 292 years) rather than overflow.
        let target = Self.later(now, by: duration)
        runUntilIdle()
        while let (_, wake) = nextSleeper(), wake <= target {
            now = max(now, wake)
            for task in tasks { if case .sleeping(let until) = task.state, until <= now { task.state = .ready } }
            runUntilIdle()
            try afterWake()
        }
        now = target
        runUntilIdle()
    }

    private func nextSleeper() -> (ScriptTask, Int)? {
        var best: (ScriptTask, Int)?
        for task in tasks {
            if case .sleeping(let wake) = task.state, best == nil || wake < best!.1 { best = (task, wake) }
        }
        return best
    }

    // MARK: handing over between threads

    private func resume(_ task: ScriptTask) {
        let outer = interpreter.stackGuard
        current = task
        noteProgress()
        if case .notStarted = task.state {
            task.state = .running
            let start = TaskStart(scheduler: self, task: task)
            guard Self.startThread({ start.run() }) else {
                // No thread to run it on (the process's address space or thread limit is reached): the task ends
                // with an error rather than be waited for forever.
                let error = ObsDiagnostic(.runtime, "not supported: more tasks at once than this process can give threads to ("
                    + "\(tasks.filter { !$0.isFinished }.count) running)", at: nil)
                interpreter.deferredErrors.append(error)
                task.body = nil
                task.state = .finished(.failure(error))
                finishedCount += 1
                task.finishOrder = finishedCount
                current = nil
                interpreter.stackGuard = outer
                return
            }
        } else {
            task.state = .running
            task.resumeSignal.signal()
        }
        yieldSignal.wait()
        current = nil
        interpreter.stackGuard = outer
    }

    /// Starts `body` on a new thread with a task's stack; false when the system refuses one.
    private static func startThread(_ body: @escaping () -> Void) -> Bool {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackSize)
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        let context = Unmanaged.passRetained(ThreadBody(body)).toOpaque()
        var thread = pthread_t()
        let status = pthread_create(&thread, &attributes, { context in
            let body = Unmanaged<ThreadBody>.fromOpaque(context!).takeRetainedValue()
            body.run()
            return nil
        }, context)
        if status != 0 { Unmanaged<ThreadBody>.fromOpaque(context).release() }
        return status == 0
    }

    fileprivate func runTask(_ task: ScriptTask) {
        interpreter.stackGuard.measure()
        // Held by the task alone: this thread keeps no reference to the result once the session's thread runs again
        // (an `async let`'s value let go there must deinit there, not on this thread).
        task.state = .finished(outcome(of: task))
        task.body = nil
        finishedCount += 1
        task.finishOrder = finishedCount
        noteProgress()
        yieldSignal.signal()
    }

    /// What running a task's body gives.
    private func outcome(of task: ScriptTask) -> Result<Value, Error> {
        do {
            return .success(try interpreter.invoke(task.body ?? .void, [], .synthesized, SourceText(text: "", fileName: "<task>", firstLine: 1)))
        } catch is TaskTerminated {
            return .failure(TaskTerminated())
        } catch let diagnostic as ObsDiagnostic {
            interpreter.deferredErrors.append(diagnostic)
            return .failure(diagnostic)
        } catch {
            return .failure(error)
        }
    }

    /// Called on a task's thread: gives the session's thread back until the scheduler resumes the task.
    private func suspend(_ task: ScriptTask) throws {
        task.stackGuard = interpreter.stackGuard
        yieldSignal.signal()
        task.resumeSignal.wait()
        interpreter.stackGuard = task.stackGuard
        if task.isTerminated { throw TaskTerminated() }
    }

    // MARK: what script code calls

    /// `Task.sleep`: in a task, waits on the clock; on the session's thread (top-level code), the clock
    /// moves forward and due tasks run meanwhile.
    func sleep(nanoseconds: Int, _ range: SourceRange, _ source: SourceText) throws {
        guard let task = current else {
            advance(by: nanoseconds)
            return
        }
        if task.isCancelled { throw cancellation() }
        task.state = .sleeping(until: Self.later(now, by: nanoseconds))
        try suspend(task)
        if task.isCancelled { throw cancellation() }
    }

    /// `Task.yield()`: lets the other ready tasks run first. A task that yields again and again while
    /// nothing else happens (`while !Task.isCancelled { await Task.yield() }`) is parked after
    /// `spinLimit` such yields until something does, so it does not keep the session busy forever.
    func yieldNow() throws {
        guard let task = current else {
            runUntilIdle()
            return
        }
        task.idleYields = progress - task.progressAtYield <= 1 ? task.idleYields + 1 : 0
        task.progressAtYield = progress
        task.state = task.idleYields >= Self.spinLimit ? .yielded(at: progress) : .ready
        // Go to the back of the queue: others that are ready run before this one resumes.
        tasks.removeAll { $0 === task }
        tasks.append(task)
        try suspend(task)
    }

    /// Waits until `condition` holds: a task suspends until then; top-level code runs the tasks and moves
    /// the clock to each next wake-up meanwhile (and fails when nothing could ever make it hold).
    func wait(until condition: @escaping () -> Bool, _ range: SourceRange, _ source: SourceText) throws {
        if condition() { return }
        if let task = current {
            task.state = .waitingUntil(condition)
            try suspend(task)
            return
        }
        runUntilIdle()
        while !condition(), let (_, wake) = nextSleeper() {
            advance(by: wake - now)
        }
        if !condition() {
            throw interpreter.runtimeError("the code waits for something that never happens (no task can make progress)", range, source)
        }
    }

    /// `await task.value`.
    func awaitValue(of task: ScriptTask, _ range: SourceRange, _ source: SourceText) throws -> Value {
        if !task.isFinished {
            task.escalate(to: currentPriority)
            if let waiter = current {
                waiter.state = .waiting(for: task)
                try suspend(waiter)
            } else {
                try wait(until: { task.isFinished }, range, source)
            }
        }
        guard case .finished(let result) = task.state else { return .void }
        switch result {
        case .success(let value): return value
        case .failure(let error as ScriptError): throw error
        case .failure(let diagnostic as ObsDiagnostic):
            // A fatal error in the task stops the code that waits for it too (reported once, from here).
            if let index = interpreter.deferredErrors.lastIndex(where: { $0.message == diagnostic.message }) {
                interpreter.deferredErrors.remove(at: index)
            }
            throw diagnostic
        case .failure: return .void
        }
    }

    var currentIsCancelled: Bool { current?.isCancelled ?? false }
    var currentName: String? { current?.name }
    /// `Task.currentPriority`: the running task's, `.medium` outside any task (the main thread's on Linux).
    var currentPriority: UInt8 { current?.priority ?? TaskPriorityValue.medium }

    func cancellation() -> ScriptError {
        ScriptError(value: .native(CancellationErrorValue()), location: SourceLocation(source: SourceText(text: "", fileName: "<task>", firstLine: 1), range: .synthesized))
    }

    /// Ends every unfinished task (the session is going away): each unwinds from its suspension point, the
    /// youngest first, so a task group's children have ended when their parent unwinds through the group (which
    /// waits for them): oldest first, the parent waited for children that were never resumed (a fuzz-found hang).
    func shutdown() {
        for task in tasks.reversed() where !task.isFinished {
            task.isTerminated = true
            if case .notStarted = task.state {
                task.state = .finished(.failure(TaskTerminated()))
                task.body = nil
                continue
            }
            // It unwinds as the running task: what it reads of "the current task" (its `async let` scopes) is its own.
            current = task
            task.resumeSignal.signal()
            yieldSignal.wait()
            current = nil
        }
        tasks.removeAll()
    }
}

/// A task thread's work, handed to `pthread_create`.
private final class ThreadBody {
    let run: () -> Void
    init(_ run: @escaping () -> Void) { self.run = run }
}

/// Swift's `CancellationError`.
final class CancellationErrorValue: NativeObject {
    var typeName: String { "CancellationError" }
    var printedForm: String { "CancellationError()" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? { nil }
}

/// Hands a task to its new thread. The scheduler and the task are used by one thread at a time (the
/// semaphores order every handover), which is what makes this transfer safe.
private struct TaskStart: @unchecked Sendable {
    unowned let scheduler: TaskScheduler
    let task: ScriptTask

    func run() {
        scheduler.runTask(task)
    }
}
