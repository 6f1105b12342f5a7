/// One subscription through an operator that may end before its upstream does, or has several upstreams
/// (`first()`, `tryMap`, `merge`, `zip`): it completes downstream once, cancels every upstream when it ends or
/// is cancelled, and ignores what arrives after (as Combine's operators do once they have completed). Not an
/// Apple type: the part of each operator's inner subscription that is the same.
final class OperatorLink {
    let downstream: AnySubscriber
    private var upstreams: [AnyCancellable] = []
    /// Completed or cancelled: nothing more goes downstream.
    private(set) var isDone = false
    /// Runs once when downstream cancels (not when the operator completes): `handleEvents(receiveCancel:)`.
    var onCancel: (() -> Void)?

    init(_ downstream: AnySubscriber) {
        self.downstream = downstream
    }

    /// What `receive(subscriber:)` returns and downstream receives as the subscription.
    /// It holds the link weakly: what sends into the link keeps it (a subject, a timer), and a link nothing
    /// sends into has nothing left to cancel.
    private(set) lazy var cancellable = AnyCancellable { [weak self] in
        guard let self, !isDone else { return }
        isDone = true
        cancelUpstreams()
        onCancel?()
    }

    /// Hands the subscription downstream before anything is sent (Combine's `receive(subscription:)`).
    func announce() {
        downstream.receiveSubscription(cancellable)
    }

    /// Subscribes to `upstream`: values go to `receiveValue` and completion to `receiveCompletion` (by default,
    /// `finish`) while the link is live. The result cancels this one upstream (`switchToLatest` drops the last);
    /// a closure, not an `AnyCancellable`, which would cancel when dropped.
    @discardableResult
    func subscribe(to upstream: any Publisher, receiveValue: @escaping (Value) throws -> Void,
                   receiveCompletion: ((Subscribers.Completion) throws -> Void)? = nil) throws -> () -> Void {
        final class Held { var cancellables: [AnyCancellable] = [] }
        let held = Held()
        let subscriber = AnySubscriber(
            receiveValue: { [self] value in
                guard !isDone else { return }
                try receiveValue(value)
            },
            receiveCompletion: { [self] completion in
                guard !isDone else { return }
                if let receiveCompletion { try receiveCompletion(completion) } else { try finish(completion) }
            })
        subscriber.origin = downstream.origin
        subscriber.receiveSubscription = { [self] in
            held.cancellables.append($0)
            hold($0)
        }
        let subscription = try upstream.receive(subscriber: subscriber)
        held.cancellables.append(subscription)
        hold(subscription)
        return { for cancellable in held.cancellables { cancellable.cancel() } }
    }

    /// Keeps an upstream's cancellable, or cancels it at once when the link is already done.
    func hold(_ upstream: AnyCancellable) {
        if isDone { upstream.cancel() } else { upstreams.append(upstream) }
    }

    func send(_ value: Value) throws {
        guard !isDone else { return }
        try downstream.receiveValue(value)
    }

    /// Ends the subscription: upstreams cancelled, then `last` (if any) and `completion` downstream, once.
    func finish(_ completion: Subscribers.Completion, sendingFirst last: Value? = nil) throws {
        guard !isDone else { return }
        isDone = true
        cancelUpstreams()
        if let last { try downstream.receiveValue(last) }
        try downstream.receiveCompletion(completion)
    }

    /// The result of `body`, or nil when it threw a script error (`tryMap`'s closure), which then fails the
    /// subscription.
    func attempt<T>(_ body: () throws -> T) throws -> T? {
        do {
            return try body()
        } catch let error as ScriptError {
            try finish(.failure(error.value))
            return nil
        }
    }

    private func cancelUpstreams() {
        let cancelled = upstreams
        upstreams = []
        for upstream in cancelled { upstream.cancel() }
    }
}
