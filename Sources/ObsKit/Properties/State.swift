/// SwiftUI's `State`: the initial value a struct init made, and once installed on a node, the location
/// that node owns. Faithful to rules §3 (storage made at first install, equal writes ignored, a write
/// re-runs only the bodies that read the value, through the owner's field or a child's `@Binding`).
struct StateWrapper {
    /// `_value`: evaluated on every struct init; used only at first install.
    var initial: Value
    /// Set while the view value is the one a node installed; nil for a copy that never was.
    var location: StateLocation?
}

/// The storage a node keeps for one `@State` (SwiftUI's `StoredLocation`).
final class StateLocation {
    var value: Value
    weak var node: ViewNode?
    let fieldName: String
    /// The nodes whose last body read the value, with the cause their `_printChanges` names
    /// (the owner's `_count`, or a child's `_text` for its `@Binding`).
    private(set) var readers: [ObjectIdentifier: (node: WeakNode, cause: String)] = [:]
    /// False once the node is destroyed: later writes through stale copies are ignored.
    var isValid = true

    init(value: Value, node: ViewNode, fieldName: String) {
        self.value = value
        self.node = node
        self.fieldName = fieldName
    }

    /// Storage no view owns (an `@AppStorage` key's value).
    init(value: Value, fieldName: String) {
        self.value = value
        self.fieldName = fieldName
    }

    /// Records that `reader`'s running body read the value.
    func recordRead(by reader: ViewNode, cause: String) {
        let key = ObjectIdentifier(reader)
        guard readers[key] == nil else { return }
        readers[key] = (WeakNode(reader), cause)
        reader.readLocations.append(self)
    }

    func forget(_ reader: ViewNode) {
        readers[ObjectIdentifier(reader)] = nil
    }

    /// Invalidates every node that read the value.
    func invalidateReaders() {
        for (_, reader) in readers {
            reader.node.node?.invalidate(cause: .field(reader.cause))
        }
    }
}

/// A weak reference to a node, for the records that must not keep nodes alive.
struct WeakNode {
    weak var node: ViewNode?

    init(_ node: ViewNode) {
        self.node = node
    }
}
