/// Combine's `Publishers.HandleEvents` (`handleEvents(receiveSubscription:receiveOutput:receiveCompletion:
/// receiveCancel:receiveRequest:)`) and `Publishers.Print` (`print(_:)`, made of the same hooks): each hook
/// runs as the event passes, before it goes on. The subscription is seen when the upstream hands it over
/// (at once for a subject, a sequence, `Just`), and the request is always `.unlimited`. Faithful otherwise.
extension Publishers {
    final class HandleEvents: Publisher {
        struct Hooks {
            var receiveSubscription: ((String) throws -> Void)?
            var receiveOutput: ((Value) throws -> Void)?
            var receiveCompletion: ((Subscribers.Completion) throws -> Void)?
            var receiveCancel: (() throws -> Void)?
            var receiveRequest: (() throws -> Void)?
        }

        let upstream: any Publisher
        let typeName: String
        let hooks: Hooks
        weak var interpreter: Interpreter?

        init(upstream: any Publisher, typeName: String, hooks: Hooks, interpreter: Interpreter) {
            self.upstream = upstream
            self.typeName = typeName
            self.hooks = hooks
            self.interpreter = interpreter
        }

        func receive(subscriber: AnySubscriber) throws -> AnyCancellable {
            let hooks = self.hooks
            let description = upstream.subscriptionDescription
            let link = OperatorLink(subscriber)
            link.onCancel = { [weak interpreter] in _ = interpreter?.reportingErrors { try hooks.receiveCancel?() } }
            var isSubscribed = false
            let subscribed = {
                guard !isSubscribed else { return }
                isSubscribed = true
                try hooks.receiveSubscription?(description)
                link.announce()
                try hooks.receiveRequest?()
            }
            let subscriberForUpstream = AnySubscriber(
                receiveValue: { value in
                    guard !link.isDone else { return }
                    try hooks.receiveOutput?(value)
                    try link.send(value)
                },
                receiveCompletion: { completion in
                    guard !link.isDone else { return }
                    try hooks.receiveCompletion?(completion)
                    try link.finish(completion)
                })
            subscriberForUpstream.origin = subscriber.origin
            var announcedError: Error?
            subscriberForUpstream.receiveSubscription = { upstream in
                link.hold(upstream)
                do { try subscribed() } catch { announcedError = error }
            }
            link.hold(try upstream.receive(subscriber: subscriberForUpstream))
            if let announcedError { throw announcedError }
            try subscribed()
            return link.cancellable
        }

        func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
            try operatorMember(name, interpreter: interpreter)
        }
    }
}

extension Publishers.HandleEvents {
    /// `print(_:)`: each event as a line, `prefix: ` first when there is a prefix, as Combine's `Print` writes
    /// them (`receive subscription: (PassthroughSubject)`, `request unlimited`, `receive value: (1)`,
    /// `receive finished`, `receive error: (bad)`, `receive cancel`).
    static func print(_ upstream: any Publisher, prefix: String, interpreter: Interpreter, range: SourceRange, source: SourceText) -> Publishers.HandleEvents {
        let write: (String) throws -> Void = { [weak interpreter] line in
            try interpreter?.printItems([(prefix.isEmpty ? "" : prefix + ": ") + line], separator: " ", terminator: "\n", to: nil, range, source)
        }
        let describe: (Value) -> String = { [weak interpreter] value in interpreter?.describe(value) ?? "" }
        let hooks = Hooks(
            receiveSubscription: { try write("receive subscription: (\($0))") },
            receiveOutput: { try write("receive value: (\(describe($0)))") },
            receiveCompletion: { completion in
                switch completion {
                case .finished: try write("receive finished")
                case .failure(let error): try write("receive error: (\(describe(error)))")
                }
            },
            receiveCancel: { try write("receive cancel") },
            receiveRequest: { try write("request unlimited") })
        return Publishers.HandleEvents(upstream: upstream, typeName: "Publishers.Print", hooks: hooks, interpreter: interpreter)
    }
}
