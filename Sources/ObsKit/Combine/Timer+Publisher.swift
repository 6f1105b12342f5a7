/// Foundation's `Timer.publish(every:tolerance:on:in:)` with Combine's `autoconnect()` and `connect()`, on the
/// session's virtual clock: each subscription ticks every interval as a task, each tick a turn of its own
/// (rules §15.15). What it sends is the tick's time as a stand-in `Date` (ObsREPL has no Foundation dates
/// yet). `Timer.scheduledTimer` is Timer.swift's. Left out: tolerance and run-loop modes (accepted, ignored).
final class TimerNamespace: NativeObject {
    var typeName: String { "Timer.Type" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        if name == "scheduledTimer" {
            return .builtin(BuiltinFunction(name) { interpreter, arguments, range, source in
                try ScheduledTimer.scheduled(arguments, interpreter, range, source)
            })
        }
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
            // An interval past the virtual clock's ~292 years is an error, not a trap of ObsREPL's own (fixture 3045).
            let interval = try interpreter.durationNanoseconds(.double(seconds), scale: 1_000_000_000, "seconds", range, source)
            return .native(TimerPublisher(interval: interval, interpreter: interpreter, connected: false))
        })
    }
}

/// `Timer.TimerPublisher`: ticks only once connected (`autoconnect()` connects when subscribed). The
/// autoconnected publisher and its `upstream` share one connection: `timer.upstream.connect().cancel()`
/// stops every subscription's ticks, the usual way to stop a SwiftUI timer.
final class TimerPublisher: Publisher {
    /// What the publishers made from one `Timer.publish` share: the subscriptions' tasks, and whether it was stopped.
    final class Connection {
        var tasks: [ScriptTask] = []
        var stopped = false

        func stop() {
            stopped = true
            for task in tasks { task.cancel() }
            tasks = []
        }
    }

    let interval: Int
    unowned let interpreter: Interpreter
    let connected: Bool
    let connection: Connection

    init(interval: Int, interpreter: Interpreter, connected: Bool, connection: Connection = Connection()) {
        self.interval = interval
        self.interpreter = interpreter
        self.connected = connected
        self.connection = connection
    }

    var typeName: String { connected ? "Publishers.Autoconnect<Timer.TimerPublisher>" : "Timer.TimerPublisher" }

    func receive(subscriber: AnySubscriber) throws -> AnyCancellable {
        guard connected, !connection.stopped else { return AnyCancellable {} }
        let interval = self.interval
        let task = interpreter.scheduler.spawn(.builtin(BuiltinFunction("timer") { interpreter, _, range, source in
            while true {
                try interpreter.scheduler.sleep(nanoseconds: interval, range, source)
                try subscriber.receiveValue(.native(TimerTick(nanoseconds: interpreter.scheduler.now)))
            }
        }))
        connection.tasks.append(task)
        return AnyCancellable { task.cancel() }
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "autoconnect":
            return .builtin(BuiltinFunction(name) { [self] interpreter, _, _, _ in
                .native(TimerPublisher(interval: interval, interpreter: interpreter, connected: true, connection: connection))
            })
        case "upstream" where connected:
            return .native(TimerPublisher(interval: interval, interpreter: interpreter, connected: false, connection: connection))
        case "connect":
            return .builtin(BuiltinFunction(name) { [connection] _, _, _, _ in .cancellable(AnyCancellable { connection.stop() }) })
        default:
            return try operatorMember(name, interpreter: interpreter)
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
