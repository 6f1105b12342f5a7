/// SwiftUI's `StateObject`: stores the autoclosure only; the node's box runs it once, right before the
/// node's first body (rules §4). Reading it uninstalled runs the thunk each time (with the warning
/// that comes with issue 4's diagnostics).
struct StateObjectWrapper {
    /// The `@autoclosure` thunk (`= CounterVM()`), compared by closure identity (rules §2 rule 5).
    var thunk: Value
    /// The installed object, filled in the view value a node hands to its body.
    var object: Value?
}

/// SwiftUI's `ObservedObject`: a reference; subscriptions come from the node's box (rules §5).
struct ObservedObjectWrapper {
    var object: Value
}
