/// Foundation's `Timer.publish(every:tolerance:on:in:)` with Combine's `autoconnect()` and `connect()`, on the
/// session's virtual clock: each subscription ticks every interval as a task, each tick a turn of its own
/// (rules §15.15). What it sends is the tick's time as a stand-in `Date` (ObsREPL has no Foundation dates
/// yet). Left out: `Timer.scheduledTimer`, tolerance and run-loop modes (accepted, ignored).
final class TimerNamespace: NativeObject {
    var typeName: String { "Timer.Type" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        guard name == "publish" else { return nil }
        return .builtin(BuiltinFunction(name) { interpreter, arguments, range, source in
            let every = arguments.first { $0.label == "every" }?.value
            let seconds: Double
            switch every {
            case .int(let value)?: seconds = Double(value)
            case .double(let value)?: seconds = value
            default: throw interpreter.runtimeError("expected Timer.publish(every: seconds, on: .main, in: .common)", range, source)
            }
            guard seconds > 0 else { throw interpreter.runtimeError("Timer.publish needs an interval above 0", range, source) }
            return .native(TimerPublisher(interval: Int(seconds * 1e9), interpreter: interpreter, connected: false))
        })
    }
}

/// `Timer.TimerPublisher`: ticks only once connected (`autoconnect()` connects when subscribed).
final class TimerPublisher: Publisher {
    let interval: Int
    unowned let interpreter: Interpreter
    let connected: Bool

    init(interval: Int, interpreter: Interpreter, connected: Bool) {
        self.interval = interval
        self.interpreter = interpreter
        self.connected = connected
    }

    var typeName: String { connected ? "Publishers.Autoconnect<Timer.TimerPublisher>" : "Timer.TimerPublisher" }

    func receive(subscriber: AnySubscriber) throws -> AnyCancellable {
        guard connected else { return AnyCancellable {} }
        let interval = self.interval
        let task = interpreter.scheduler.spawn(.builtin(BuiltinFunction("timer") { interpreter, _, range, source in
            while true {
                try interpreter.scheduler.sleep(nanoseconds: interval, range, source)
                try subscriber.receiveValue(.native(TimerTick(nanoseconds: interpreter.scheduler.now)))
            }
        }))
        return AnyCancellable { task.cancel() }
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "autoconnect":
            return .builtin(BuiltinFunction(name) { [self] interpreter, _, _, _ in
                .native(TimerPublisher(interval: interval, interpreter: interpreter, connected: true))
            })
        case "connect":
            return .builtin(BuiltinFunction(name) { _, _, _, _ in .cancellable(AnyCancellable {}) })
        default:
            return operatorMember(name, interpreter: interpreter)
        }
    }
}

/// What a timer sends: the virtual time of the tick (a stand-in for `Date`).
final class TimerTick: NativeObject {
    let nanoseconds: Int

    init(nanoseconds: Int) {
        self.nanoseconds = nanoseconds
    }

    var typeName: String { "Date" }
    var printedForm: String { "Date(+\(Double(nanoseconds) / 1e9)s)" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        name == "timeIntervalSinceReferenceDate" ? .double(Double(nanoseconds) / 1e9) : nil
    }
}
