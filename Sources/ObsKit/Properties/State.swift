/// SwiftUI's `State`: the initial value a struct init made, and once installed on a node, the location
/// that node owns. Faithful to rules §3 (storage made at first install, equal writes ignored, a write
/// re-runs only the bodies that read the value, through the owner's field or a child's `@Binding`).
struct StateWrapper {
    /// `_value`: evaluated on every struct init; used only at first install.
    var initial: Value
    /// Set while the view value is the one a node installed; nil for a copy that never was.
    var location: StateLocation?
    /// The value the node's last update gave this view value (SwiftUI's `_value` once installed): what a
    /// read answers while views update, in a body or in a builder that captured this view value (rules §3.4).
    var updated: Value?
    /// The initial value came from outside the declaration (a memberwise argument, `self.x = x` or
    /// `_x = State(initialValue: x)` in an init): a later, different one is ignored, which the adviser points out.
    var fromCaller = false

    /// `wrappedValue` and what `$x` carries (SwiftUI's `getValue`): while views update, the value of the last
    /// update, and a read (`charge`) makes the owner's body depend on it (rules §3.5), whichever body or builder
    /// reads; outside an update (an action, a task), the live value.
    func value(updating: Bool, charge: Bool) -> Value {
        guard let location else { return initial }
        guard updating else { return location.value }
        if charge, let owner = location.node { location.recordRead(by: owner, cause: location.fieldName) }
        return updated ?? location.value
    }
}

/// The storage a node keeps for one `@State` (SwiftUI's `StoredLocation`).
final class StateLocation {
    var value: Value
    private var owner: WeakNode?
    var node: ViewNode? {
        get { owner?.node }
        set { owner = newValue.map(WeakNode.init) }
    }
    let fieldName: String
    /// What the field's declared type does to a stored value (`Int?` wraps): writes through a
    /// binding take the declared type, as an assignment to the property does (a selection, rules §15.18).
    let coercion: Coercion
    /// The nodes whose last body read the value, with the cause their `_printChanges` names (the owner's
    /// `_count`, or a child's `_text` for its `@Binding`) and, for a read of one part through a binding
    /// (`$todos[1]`, `$todo.title`), whether that part is still what the body saw.
    private(set) var readers: [ObjectIdentifier: Reader] = [:]
    struct Reader {
        let node: WeakNode
        let cause: String
        /// nil: any change is the reader's.
        var partUnchanged: (() -> Bool)?
    }
    /// False once the node is destroyed: later writes through stale copies are ignored.
    var isValid = true

    init(value: Value, node: ViewNode, fieldName: String, coercion: Coercion = .none) {
        self.value = value
        self.owner = WeakNode(node)
        self.fieldName = fieldName
        self.coercion = coercion
    }

    /// Storage no view owns (an `@AppStorage` key's value).
    init(value: Value, fieldName: String) {
        self.value = value
        self.fieldName = fieldName
        self.coercion = .none
    }

    /// Records that `reader`'s running body read the value, or only the part `partUnchanged` checks.
    func recordRead(by reader: ViewNode, cause: String, partUnchanged: (() -> Bool)? = nil) {
        let key = ObjectIdentifier(reader)
        guard var known = readers[key] else {
            readers[key] = Reader(node: WeakNode(reader), cause: cause, partUnchanged: partUnchanged)
            reader.readLocations.append(self)
            return
        }
        // A whole read outweighs part reads; two parts are both checked.
        guard let earlier = known.partUnchanged, let partUnchanged else {
            known.partUnchanged = nil
            readers[key] = known
            return
        }
        known.partUnchanged = { earlier() && partUnchanged() }
        readers[key] = known
    }
    func forget(_ reader: ViewNode) {
        readers[ObjectIdentifier(reader)] = nil
    }

    /// Invalidates every node that read the value.
    func invalidateReaders() {
        for (_, reader) in readers where reader.partUnchanged?() != true {
            reader.node.node?.invalidate(cause: .field(reader.cause))
        }
    }
}

/// A reference to a node for the records that must not keep nodes alive: nil once the node is gone.
/// Not a `weak` reference, which would give every node a side table and put every retain and release
/// of one on the runtime's slow path: the node's own `NodeReference`, which it clears as it goes.
struct WeakNode {
    private let reference: NodeReference

    init(_ node: ViewNode) {
        reference = node.reference
    }

    var node: ViewNode? { reference.node }
}

/// What a node's `WeakNode`s share: the node until its deinit, then nil.
final class NodeReference {
    unowned(unsafe) var node: ViewNode?
}
