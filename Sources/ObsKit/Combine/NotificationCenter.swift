/// Foundation's `NotificationCenter.default`, local to the session: `post(name:object:userInfo:)` delivers a
/// `Notification` at once, in the posting turn, to `publisher(for:object:)` subscribers (an `onReceive`, a
/// `sink`) and to `addObserver(forName:object:queue:using:)` blocks (rules §15.15). Names are
/// `Notification.Name("raw")` values, compared by their raw string; an `object:` given to an observer or a
/// publisher lets through only what that object posts (by identity). Left out: selectors, queues, filtering by
/// a sender that is not a class instance, the system's own notifications (none is ever posted). A post reaches
/// the observers and subscribers that asked for its sender before those that take any sender (as Foundation's
/// center does on this machine, swiftc 6.3.1), each group in the order it subscribed (Foundation's own order
/// within a group changes from run to run).
final class NotificationCenterObject: NativeObject, NativeCallable {
    /// Subscribers per notification name, in subscription order: those that asked for a sender, and the others.
    private var subscribers: [String: SubscriberList] = [:]
    private var specificSubscribers: [String: SubscriberList] = [:]
    /// Observers added with `addObserver(forName:...)`, kept until `removeObserver`.
    private var observers: [AnyCancellable] = []

    var typeName: String { "NotificationCenter" }

    /// `NotificationCenter()`: a center of the script's own, apart from `.default`.
    func call(_ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        .native(NotificationCenterObject())
    }

    private func list(_ name: String, specific: Bool = false) -> SubscriberList {
        if let existing = specific ? specificSubscribers[name] : subscribers[name] { return existing }
        let made = SubscriberList()
        if specific { specificSubscribers[name] = made } else { subscribers[name] = made }
        return made
    }

    /// Delivers a notification: first to what asked for its sender, then to the rest.
    private func send(_ note: Value, named name: String) throws {
        if let specific = specificSubscribers[name] { try specific.send(note) }
        try list(name).send(note)
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "default": return .native(self)
        case "publisher":
            return .builtin(BuiltinFunction(name) { [self] interpreter, arguments, range, source in
                guard let raw = arguments.first(where: { $0.label == "for" }).map({ Self.rawName($0.value, interpreter) }) else {
                    throw interpreter.runtimeError("expected NotificationCenter.default.publisher(for: name)", range, source)
                }
                let sender = Self.sender(arguments)
                return .native(NotificationPublisher(list: list(raw, specific: sender != nil), sender: sender))
            })
        case "notifications":
            // `for await note in center.notifications(named: name)` (iOS 15): the notifications posted from now on, as
            // an async sequence (the publisher's `values`); it ends when the task waiting on it is cancelled.
            return .builtin(BuiltinFunction(name) { [self] interpreter, arguments, range, source in
                guard let raw = arguments.first(where: { $0.label == "named" }).map({ Self.rawName($0.value, interpreter) }) else {
                    throw interpreter.runtimeError("expected NotificationCenter.default.notifications(named: name)", range, source)
                }
                let sender = Self.sender(arguments)
                return try AsyncPublisher.values(of: NotificationPublisher(list: list(raw, specific: sender != nil), sender: sender),
                                                 interpreter: interpreter)
            })
        case "post":
            return .builtin(BuiltinFunction(name) { [self] interpreter, arguments, range, source in
                if arguments.count == 1, arguments[0].label == nil, case .native(let note as NotificationValue) = arguments[0].value {
                    // `post(_ notification:)`.
                    try send(arguments[0].value, named: note.name)
                    return .void
                }
                guard let nameArgument = arguments.first(where: { $0.label == "name" }) else {
                    throw interpreter.runtimeError("expected post(name:object:)", range, source)
                }
                let raw = Self.rawName(nameArgument.value, interpreter)
                let note = NotificationValue(name: raw, object: arguments.first { $0.label == "object" }?.value ?? .none,
                                             userInfo: arguments.first { $0.label == "userInfo" }?.value ?? .none)
                try send(.native(note), named: raw)
                return .void
            })
        case "addObserver":
            return .builtin(BuiltinFunction(name) { [self] interpreter, arguments, range, source in
                guard let nameArgument = arguments.first(where: { $0.label == "forName" }),
                      let block = arguments.first(where: { $0.label == "using" || ($0.label == nil && $0.value.isFunction) })?.value else {
                    throw interpreter.runtimeError("expected addObserver(forName:object:queue:using:)", range, source)
                }
                let handler = ScriptHandler(function: block, interpreter: interpreter, range: range, source: source)
                let sender = Self.sender(arguments).map(WeakReference.init)
                let subscriber = AnySubscriber(receiveValue: { value in
                    if Self.isFrom(sender, value) { _ = try handler(value) }
                }, receiveCompletion: { _ in })
                let token = try list(Self.rawName(nameArgument.value, interpreter), specific: sender != nil).subscribe(subscriber) ?? AnyCancellable {}
                observers.append(token)
                return .cancellable(token)
            })
        case "removeObserver":
            return .builtin(BuiltinFunction(name) { [self] _, arguments, _, _ in
                if case .cancellable(let token)? = arguments.first?.value {
                    token.cancel()
                    observers.removeAll { $0 === token }
                }
                return .void
            })
        default: return nil
        }
    }

    /// The `object:` an observer or a publisher asks for: only notifications that object posts reach it (by
    /// identity; nil: from any sender).
    static func sender(_ arguments: [Interpreter.ArgumentValue]) -> ScriptObject? {
        guard case .object(let object)? = arguments.first(where: { $0.label == "object" })?.value.unwrapped else { return nil }
        return object
    }

    /// Whether a posted notification comes from `sender` (any notification when there is none). The sender
    /// is held weakly, as Foundation does not keep it alive; once it is gone nothing it posts can arrive.
    static func isFrom(_ sender: WeakReference?, _ value: Value) -> Bool {
        guard let sender else { return true }
        guard case .native(let note as NotificationValue) = value, case .object(let poster)? = note.object.unwrapped else { return false }
        return poster === sender.object
    }

    /// A notification name's raw string: `Notification.Name("x")` is kept as the string itself.
    static func rawName(_ value: Value, _ interpreter: Interpreter) -> String {
        if case .string(let raw) = value { return raw }
        if case .native(let name as NotificationName) = value { return name.rawValue }
        return interpreter.describe(value)
    }
}

/// `NotificationCenter.Publisher`: the notifications posted under one name.
final class NotificationPublisher: Publisher {
    let list: SubscriberList
    /// `publisher(for:object:)`: only what this object posts.
    let sender: WeakReference?

    init(list: SubscriberList, sender: ScriptObject? = nil) {
        self.list = list
        self.sender = sender.map(WeakReference.init)
    }

    var typeName: String { "NotificationCenter.Publisher" }

    func receive(subscriber: AnySubscriber) throws -> AnyCancellable {
        guard let sender else { return try list.subscribe(subscriber) ?? AnyCancellable {} }
        let filtered = AnySubscriber(receiveValue: { value in
            if NotificationCenterObject.isFrom(sender, value) { try subscriber.receiveValue(value) }
        }, receiveCompletion: { try subscriber.receiveCompletion($0) })
        return try list.subscribe(filtered) ?? AnyCancellable {}
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        try operatorMember(name, interpreter: interpreter)
    }
}

/// Foundation's `Notification`: its name, object and userInfo.
final class NotificationValue: NativeObject {
    let name: String
    let object: Value
    let userInfo: Value

    init(name: String, object: Value, userInfo: Value) {
        self.name = name
        self.object = object
        self.userInfo = userInfo
    }

    var typeName: String { "Notification" }
    var printedForm: String { "name = \(name)" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "name": return .native(NotificationName(self.name))
        case "object": return object.asOptional
        case "userInfo": return userInfo.asOptional
        default: return nil
        }
    }
}

/// `Notification.Name("raw")` (and `Notification.Name.init(rawValue:)`): the raw string itself.
final class NotificationNamespace: NativeCallable {
    var typeName: String { "Notification.Type" }

    /// `Notification(name: .saved, object: sender, userInfo: [...])`, to `post(_:)`.
    func call(_ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        guard let name = arguments.first(where: { $0.label == "name" }) else {
            throw interpreter.runtimeError("expected Notification(name:object:userInfo:)", range, source)
        }
        return .native(NotificationValue(name: NotificationCenterObject.rawName(name.value, interpreter),
                                         object: arguments.first { $0.label == "object" }?.value ?? .none,
                                         userInfo: arguments.first { $0.label == "userInfo" }?.value ?? .none))
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        guard name == "Name" else { return nil }
        return .native(NotificationNameType())
    }
}

/// `Notification.Name`: called, a name from its raw string; its members, the static names a script's
/// `extension Notification.Name { static let saved = Notification.Name("saved") }` declares (which also
/// answer `.saved` where a name is expected).
final class NotificationNameType: NativeCallable {
    var typeName: String { "Notification.Name.Type" }

    func call(_ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        guard case .string(let raw)? = arguments.first?.value else {
            throw interpreter.runtimeError("expected Notification.Name(\"name\")", range, source)
        }
        return .native(NotificationName(raw))
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        guard let added = interpreter.builtinExtensions["Notification.Name"] else { return nil }
        return try interpreter.staticMember(name, of: added, range, source)
    }
}

/// A `Notification.Name`: its `rawValue`, equal to another of the same raw string, printed as swiftc 6.3.1's
/// Foundation prints one on Linux (Apple's prints `NSNotification.Name(_rawValue: x)`).
final class NotificationName: NativeValue {
    let rawValue: String

    init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    var typeName: String { "Name" }
    var printedForm: String { "Name(rawValue: \"\(rawValue)\")" }

    func isEqual(to other: NativeValue) -> Bool? { (other as? NotificationName).map { $0.rawValue == rawValue } ?? false }
    func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        name == "rawValue" ? .string(rawValue) : nil
    }
}
