/// Foundation's `Timer` made by `Timer.scheduledTimer(withTimeInterval:repeats:block:)`, on the session's
/// virtual clock: the main run loop's timer is a task that sleeps the interval, then runs the block with the
/// timer, each firing a turn of its own (rules §15.15). The run loop keeps a scheduled timer (and its block)
/// until `invalidate()`, or until a non-repeating timer has fired, as Foundation does. `isValid`,
/// `timeInterval`, `fire()` and `tolerance` (kept, not used) are here; the target/selector forms (Objective-C),
/// `Timer(timeInterval:...)` with `RunLoop.add`, and `fireDate` are left out.
final class ScheduledTimer: NativeObject {
    let interval: Int
    let repeats: Bool
    private let block: ScriptHandler
    private var task: ScriptTask?
    private(set) var isValid = true
    private var tolerance = 0.0

    private init(interval: Int, repeats: Bool, block: ScriptHandler) {
        self.interval = interval
        self.repeats = repeats
        self.block = block
    }

    var typeName: String { "Timer" }
    var printedForm: String { "<Timer>" }

    /// `Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { timer in ... }`. A non-positive interval is
    /// 0.1 ms, as Foundation takes it.
    static func scheduled(_ arguments: [Interpreter.ArgumentValue], _ interpreter: Interpreter,
                          _ range: SourceRange, _ source: SourceText) throws -> Value {
        guard let seconds = interpreter.argument(arguments, "withTimeInterval"),
              case .bool(let repeats)? = interpreter.argument(arguments, "repeats"),
              let block = arguments.last(where: { $0.label == "block" || $0.label == nil })?.value else {
            throw interpreter.runtimeError("expected Timer.scheduledTimer(withTimeInterval:repeats:block:)", range, source)
        }
        var interval = try interpreter.durationNanoseconds(seconds, scale: 1_000_000_000, "seconds", range, source)
        if interval <= 0 { interval = 100_000 }
        let timer = ScheduledTimer(interval: interval, repeats: repeats,
                                   block: ScriptHandler(function: block, interpreter: interpreter, range: range, source: source))
        timer.task = interpreter.scheduler.spawn(.builtin(BuiltinFunction("timer") { [timer] interpreter, _, range, source in
            while timer.isValid {
                try interpreter.scheduler.sleep(nanoseconds: timer.interval, range, source)
                guard timer.isValid else { break }
                try timer.fireOnce()
                if !timer.repeats { timer.invalidate() }
            }
            return .void
        }))
        return .native(timer)
    }

    private func fireOnce() throws {
        _ = try block(.native(self))
    }

    func invalidate() {
        isValid = false
        task?.cancel()
        task = nil
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "invalidate":
            return .builtin(BuiltinFunction(name) { [self] _, _, _, _ in
                invalidate()
                return .void
            })
        case "fire":
            // Runs the block now; a repeating timer keeps its schedule, a one-shot one is done.
            return .builtin(BuiltinFunction(name) { [self] _, _, _, _ in
                guard isValid else { return .void }
                try fireOnce()
                if !repeats { invalidate() }
                return .void
            })
        case "isValid": return .bool(isValid)
        case "timeInterval": return .double(repeats ? Double(interval) / 1e9 : 0)
        case "tolerance": return .double(tolerance)
        default: return nil
        }
    }

    func setMember(_ name: String, to value: Value, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Bool {
        guard name == "tolerance" else { return false }
        switch value {
        case .double(let seconds): tolerance = seconds
        case .int(let seconds): tolerance = Double(seconds)
        default: return false
        }
        return true
    }
}
