/// Foundation's `Timer.publish(every:tolerance:on:in:)` with Combine's `autoconnect()` and `connect()`, on the
/// session's virtual clock: each subscription ticks every interval as a task, each tick a turn of its own
/// (rules §15.15). What it sends is the tick's time: a `Date` on the virtual clock (`Date.now` then).
/// `Timer.scheduledTimer` is Timer.swift's. Left out: tolerance and run-loop modes (accepted, ignored).
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
        /// `connect()` was called: subscribers tick from then on.
        var isConnected = false
        /// Subscribers waiting for `connect()`, each with what starts its ticks.
        var waiting: [(id: Int, start: () -> Void)] = []
        var nextID = 0

        func stop() {
            stopped = true
            waiting = []
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
        guard !connection.stopped else { return AnyCancellable {} }
        var task: ScriptTask?
        let start = { [interval, interpreter, connection] in
            let ticking = interpreter.scheduler.spawn(.builtin(BuiltinFunction("timer") { interpreter, _, range, source in
                while true {
                    try interpreter.scheduler.sleep(nanoseconds: interval, range, source)
                    try subscriber.receiveValue(.native(DateValue(DateType.now(interpreter))))
                }
            }))
            connection.tasks.append(ticking)
            task = ticking
        }
        if connected || connection.isConnected {
            start()
        } else {
            // A plain TimerPublisher is connectable: nothing until `connect()`.
            connection.nextID += 1
            let id = connection.nextID
            connection.waiting.append((id, start))
            return AnyCancellable { [connection] in
                connection.waiting.removeAll { $0.id == id }
                task?.cancel()
            }
        }
        return AnyCancellable { task?.cancel() }
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
            return .builtin(BuiltinFunction(name) { [connection] _, _, _, _ in
                // The subscribers so far start ticking; the cancellable stops them all.
                if !connection.isConnected, !connection.stopped {
                    connection.isConnected = true
                    let waiting = connection.waiting
                    connection.waiting = []
                    for subscriber in waiting { subscriber.start() }
                }
                return .cancellable(AnyCancellable { connection.stop() })
            })
        default:
            return try operatorMember(name, interpreter: interpreter)
        }
    }
}
