/// Combine's `Published` as a field of a script object: the value, its `$x` subscribers, and what
/// `assign(to: &$x)` keeps alive. A set runs in rules §6 order (see `set`). Faithful; left out:
/// `Published` outside an `ObservableObject` class.
final class PublishedBox {
    var value: Value
    /// Subscribers of `$x`, in subscription order.
    let subscribers = SubscriberList()
    /// Subscriptions made by `assign(to: &$x)`: they last as long as this storage does.
    var assignments: [AnyCancellable] = []

    init(value: Value) {
        self.value = value
    }

    /// A write: (1) the owner's `objectWillChange.send()`, (2) `$x` subscribers get the new value,
    /// (3) the value is stored. No equality check (rules §6). A view box subscribed to the owner warns
    /// when this happens during a body (see `subscribe(_:fieldName:to:interpreter:)`).
    func set(_ newValue: Value, owner: ScriptObject?, interpreter: Interpreter) throws {
        if let owner { try interpreter.publishWillChange(owner) }
        try subscribers.send(newValue)
        value = newValue
    }
}
