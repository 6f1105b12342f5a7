/// Combine's `Subscribers.Assign` (`assign(to: \.property, on: object)`, which keeps `object` alive as
/// Apple's does) and `assign(to: &$property)` (which lasts as long as that `@Published`, and keeps no
/// object alive). Key paths of one property only.
extension Subscribers {
    enum Assign {
        static func method(on publisher: any Publisher) -> Value {
            .builtin(BuiltinFunction("assign") { interpreter, arguments, range, source in
                if arguments.count == 1, arguments[0].label == "to" {
                    guard arguments[0].modify != nil, case .native(let target as PublishedPublisher) = arguments[0].value else {
                        throw interpreter.runtimeError("assign(to:) takes '&$property' of a @Published property", range, source)
                    }
                    try assign(publisher, to: target, interpreter, range, source)
                    return .void
                }
                guard arguments.count == 2, arguments[0].label == "to", arguments[1].label == "on",
                      case .keyPath(let keyPath) = arguments[0].value else {
                    throw interpreter.runtimeError("expected assign(to: \\.property, on: object) or assign(to: &$property)", range, source)
                }
                guard keyPath.components.count == 1, case .member(let name) = keyPath.components[0] else {
                    throw ObsDiagnostic(.unsupported, "key paths of more than one property in assign(to:on:)", at: SourceLocation(source: source, range: range))
                }
                let object = arguments[1].value
                let subscriber = AnySubscriber(
                    receiveValue: { [weak interpreter] value in
                        try interpreter?.countDelivery(range, source)
                        try interpreter?.setMember(name, of: object, to: value, range, source)
                    },
                    receiveCompletion: { _ in })
                subscriber.origin = "assign at \(source.place(range))"
                return .cancellable(try publisher.receive(subscriber: subscriber))
            })
        }

        private static func assign(_ publisher: any Publisher, to target: PublishedPublisher, _ interpreter: Interpreter,
                                   _ range: SourceRange, _ source: SourceText) throws {
            let box = target.box
            let subscription = try publisher.receive(subscriber: AnySubscriber(
                receiveValue: { [weak box, weak owner = target.owner, weak interpreter] value in
                    guard let interpreter else { return }
                    try interpreter.countDelivery(range, source)
                    try box?.set(value, owner: owner, interpreter: interpreter)
                },
                receiveCompletion: { _ in }))
            box.assignments.append(subscription)
        }
    }
}

extension Interpreter {
    /// `object[keyPath: \.name] = value` for a class instance or a library object.
    func setMember(_ name: String, of object: Value, to value: Value, _ range: SourceRange, _ source: SourceText) throws {
        switch object {
        case .object(let instance):
            var fields = instance.fields
            if try setField(name, of: instance.type, fields: &fields, to: value, receiver: object, owner: instance, range, source) {
                _ = exchange(&instance.fields, with: fields)
            }
        case .native(let native) where try native.setMember(name, to: value, interpreter: self, range: range, source: source):
            break
        default:
            throw runtimeError("assign(to:on:) needs a class instance; '\(object.typeName)' is not one", range, source)
        }
    }
}
