/// SwiftUI's `State`: the initial value a struct init made, and once installed on a node, the location
/// that node owns. Faithful to SEMANTICS §3 (storage made at first install, equal writes ignored, writes
/// re-run the body only if it read the value); Binding projection comes with the next issue.
public struct StateWrapper {
    /// `_value`: evaluated on every struct init; used only at first install.
    var initial: Value
    /// Set while the view value is the one a node installed; nil for a copy that never was.
    var location: StateLocation?
}

/// The storage a node keeps for one `@State` (SwiftUI's `StoredLocation`).
public final class StateLocation {
    var value: Value
    weak var node: ViewNode?
    let fieldName: String
    /// Whether the node's last body read `wrappedValue` (SEMANTICS §3 read tracking).
    var readByLastBody = false
    /// False once the node is destroyed: later writes through stale copies are ignored.
    var isValid = true

    init(value: Value, node: ViewNode, fieldName: String) {
        self.value = value
        self.node = node
        self.fieldName = fieldName
    }
}
