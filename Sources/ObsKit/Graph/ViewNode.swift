/// A node of the view graph: one per identity. A view node holds the last view value from its parent and
/// one box per dynamic property; a host node (a `ForEach` row, a presented sheet) holds the closure and
/// argument its content comes from. Both keep what their body last rendered and their children by
/// structural position, and one Observation scope (their last body's reads).
final class ViewNode {
    enum Cause: Hashable {
        /// An Observation dependency fired (rules §8).
        case dependencies
        /// A dynamic property (`_count`, `_vm`) changed.
        case field(String)
        /// What the modifiers above it put in its environment changed without its parent's body running (a search
        /// field became active: `isSearching`): its `@Environment` properties are compared again, and what
        /// changed reaches the views below.
        case environment
    }

    /// What runs a closure as a view builder, named as `:tree` and events name such nodes.
    enum HostKind: String {
        case forEachRow = "ForEach.Row", sheet = "Sheet", mount = "Mount", geometryReader = "GeometryReader"
        case navigationDestination = "NavigationDestination", timeline = "TimelineView", disclosure = "DisclosureGroup.Content"
    }

    /// What the node's body is.
    enum Content {
        case view(StructValue)
        /// A closure run as a view builder, with its argument (a row's element, a sheet's item).
        case host(kind: HostKind, builder: Value, argument: Value?)
        /// A custom `ViewModifier` applied to `content`: a node of its own, so its dynamic properties
        /// (`@State`...) are installed as a view's are; its body is `body(content:)`.
        case modifier(StructValue, content: Value)

        /// The struct a view or a view modifier node holds (nil for a closure's content).
        var structValue: StructValue? {
            switch self {
            case .view(let value), .modifier(let value, _): return value
            case .host: return nil
            }
        }
    }

    // The stored properties are laid out in the order written (Swift does not reorder a class's): the flags fill
    // the tail of `content`, the counters are 32-bit and sit together after `rendered`, the id in the tail of `key`.
    // A node takes 328 bytes, not 384 (bench/run's node_bytes; issue 14's goal: 1 KB per node, all it owns included).
    var id: Int { Int(storedID) }
    var content: Content
    /// Some box is an `@Environment` one (only those see the environment change without the body running).
    private(set) var readsEnvironment = false
    /// Set while the parent installs a body's children: this node is among them (the rest are destroyed).
    var isKept = false
    /// This node or one below it has causes pending: the flush goes down to it. Kept up to date as causes
    /// come and go (each change walks up the ancestors only as far as their answer changes), so asking
    /// costs nothing however big the tree is.
    private(set) var needsUpdateInSubtree = false
    var isNew = true
    /// `.equatable()` was applied to this view: its `==` decides (rules §2).
    var forcesEquatable = false
    /// Set by the graph when the node is removed: later invalidations (a late Observation change) are ignored.
    private(set) var isDestroyed = false
    let type: TypeInfo?
    var typeName: String {
        switch content {
        case .view(let value), .modifier(let value, _): return value.type.name
        case .host(let kind, _, _): return kind.rawValue
        }
    }
    /// One box per stored field that is a dynamic property, by field index.
    private(set) var boxes = FieldBoxes()
    var rendered: RenderedView?
    private var storedPosition: Int32 = 0
    private var storedRenderStamp: Int32 = 0
    private var storedEffectsBelow: Int32 = 0
    private var storedWalkIndex: Int32 = -1
    private var storedLastScan: Int32 = 0
    private var storedBodyRuns: Int32 = 0
    private var storedObservationGeneration: Int32 = 0
    /// The children in order; each knows its key. A lookup by key tries the same position first (a body
    /// that renders what it rendered before finds each child there, without hashing), then searches.
    private(set) var orderedChildren: [ViewNode] = []
    /// The node whose body made this one, and this one's place among its children.
    private var parentReference: WeakNode?
    var parent: ViewNode? { parentReference?.node }
    private(set) var position: Int {
        get { Int(storedPosition) }
        set { storedPosition = Int32(newValue) }
    }
    private(set) var key = ChildKey(path: "")
    private let storedID: Int32
    weak var graph: ViewGraph?
    /// The environment the parent passed at the last update (what the parent's modifiers set in it:
    /// `environmentOverrides`, ViewNode+Rare).
    var environment: EnvironmentStore = [:]
    /// Why the body must run again (empty: it need not). Changed only through `addCause` and
    /// `clearCauses`, which keep the subtree's dirtiness up to date.
    private(set) var pendingCauses: [Cause] = []
    /// The positions of the children whose subtrees need an update: the flush visits only those.
    private var dirtyChildren: Set<Int> = []
    /// The last `Rendering` that placed this node among its parent's children (see `Rendering.stamp`).
    var renderStamp: Int {
        get { Int(storedRenderStamp) }
        set { storedRenderStamp = Int32(truncatingIfNeeded: newValue) }
    }
    /// How many nodes of this subtree (itself included) rendered appearance effects of their own
    /// (`onAppear`, `.task`...: see `ViewGraph.hasAppearanceEffects`); the effects' walk skips a subtree
    /// with none. Kept up to date where a node renders and where children come and go.
    private(set) var effectsBelow: Int {
        get { Int(storedEffectsBelow) }
        set { storedEffectsBelow = Int32(newValue) }
    }
    /// This node's place among its parent's on-screen children in walk order (-1: covered, off screen).
    var walkIndex: Int {
        get { Int(storedWalkIndex) }
        set { storedWalkIndex = Int32(newValue) }
    }
    /// The last effect scan that met this node (ViewGraph+Effects).
    var lastScan: Int {
        get { Int(storedLastScan) }
        set { storedLastScan = Int32(truncatingIfNeeded: newValue) }
    }
    /// Why the running body runs, in `_printChanges()` order; empty outside a body run (the graph keeps them beside
    /// its stack of running bodies: no node pays for them between runs).
    var currentReasons: [String] { graph?.reasons(whileRunning: self) ?? [] }
    var bodyRuns: Int {
        get { Int(storedBodyRuns) }
        set { storedBodyRuns = Int32(truncatingIfNeeded: newValue) }
    }
    /// The State locations the last body read (so the next body can forget them).
    var readLocations: [StateLocation] = []
    /// What the last body returned, to render again when only a presentation changed.
    var lastOutput: Value?
    /// Bumped per body run: an Observation change from an older scope is ignored.
    var observationGeneration: Int {
        get { Int(storedObservationGeneration) }
        set { storedObservationGeneration = Int32(truncatingIfNeeded: newValue) }
    }
    /// A `ForEach` row's id: the tag a Picker gives the row when it has no `.tag` of its own (rules §15.5).
    var rowID: Value?

    /// What refers to this node without keeping it alive (WeakNode); cleared when it goes.
    let reference = NodeReference()
    /// What few nodes have (their children by key, effects, probes...: ViewNode+Rare), made when first set.
    var rare: RareNodeState?

    init(id: Int, content: Content, graph: ViewGraph) {
        self.storedID = Int32(truncatingIfNeeded: id)
        self.content = content
        self.graph = graph
        if let view = content.structValue {
            type = view.type
            for (index, field) in view.type.fields.enumerated() {
                if let box = makeBox(for: field, value: view.fields[index], graph: graph) {
                    boxes[index] = box
                    readsEnvironment = readsEnvironment || box is EnvironmentBox || box is EnvironmentObjectBox
                        || (box as? EmbeddedPropertyBox)?.readsEnvironment == true
                }
            }
        } else {
            type = nil
        }
        reference.node = self
    }

    deinit {
        reference.node = nil
    }

    /// `Counter#3`: how events and errors name a node.
    var name: String { "\(typeName)#\(id)" }

    /// Queues an invalidation; the graph runs the body at the end of the turn (rules §10).
    func invalidate(cause: Cause) {
        guard let graph else { return }
        addCause(cause)
        let label: String
        switch cause {
        case .dependencies: label = "@dependencies"
        case .field(let name): label = name
        case .environment: label = "@environment"
        }
        graph.interpreter.events.record(.invalidate(node: name, cause: label))
    }

    func recordBodyRun() {
        bodyRuns += 1
    }

    func addCause(_ cause: Cause) {
        guard !isDestroyed else { return }
        if !pendingCauses.contains(cause) { pendingCauses.append(cause) }
        refreshDirtiness()
    }

    func clearCauses() {
        pendingCauses = []
        refreshDirtiness()
    }


    /// The child under `key`, looked for first at `position` (where the last render had it, if nothing moved).
    func child(for key: ChildKey, at position: Int) -> ViewNode? {
        if position >= 0, position < orderedChildren.count, orderedChildren[position].key == key { return orderedChildren[position] }
        guard orderedChildren.count > 8 else { return orderedChildren.first { $0.key == key } }
        if childIndex == nil { childIndex = Dictionary(orderedChildren.map { ($0.key, $0) }, uniquingKeysWith: { $1 }) }
        return childIndex![key]
    }

    /// The children a body run rendered, in order, with their keys; the positions of dirty ones follow them.
    func setChildren(_ nodes: [ViewNode], keys: [ChildKey]) {
        orderedChildren = nodes
        childIndex = nil
        dirtyChildren = []
        for (position, child) in nodes.enumerated() {
            if child.parent !== self { child.parentReference = WeakNode(self) }
            child.position = position
            child.key = keys[position]
            if child.needsUpdateInSubtree { dirtyChildren.insert(position) }
        }
        refreshDirtiness()
        effectChildren = Set(orderedChildren.indices.filter { orderedChildren[$0].effectsBelow > 0 })
        adjustEffects(by: (effectItems.isEmpty ? 0 : 1) + orderedChildren.reduce(0) { $0 + $1.effectsBelow } - effectsBelow)
    }

    /// The effect modifiers this node's own rendering has (not its children's).
    func setEffectItems(_ items: [EffectItem]) {
        let delta = (items.isEmpty ? 0 : 1) - (effectItems.isEmpty ? 0 : 1)
        effectItems = items
        adjustEffects(by: delta)
    }

    /// The children whose subtrees have effects and are on screen, in walk order.
    var effectChildrenInWalkOrder: [ViewNode] {
        effectChildren.map { orderedChildren[$0] }.filter { $0.walkIndex >= 0 }.sorted { $0.walkIndex < $1.walkIndex }
    }

    private func adjustEffects(by delta: Int) {
        guard delta != 0 else { return }
        let had = effectsBelow > 0
        effectsBelow += delta
        guard let parent = attachedParent else { return }
        if had != (effectsBelow > 0) {
            if effectsBelow > 0 { parent.effectChildren.insert(position) } else { parent.effectChildren.remove(position) }
        }
        parent.adjustEffects(by: delta)
    }

    /// The parent, while this node is still among its children.
    private var attachedParent: ViewNode? {
        guard let parent, parent.orderedChildren.indices.contains(position), parent.orderedChildren[position] === self else { return nil }
        return parent
    }

    /// The positions from the root down to this node: sorting by it puts nodes in tree order.
    var treePath: [Int] {
        var path: [Int] = []
        var node: ViewNode? = self
        while let current = node, let parent = current.parent {
            path.append(current.position)
            node = parent
        }
        return path.reversed()
    }

    /// The children whose subtrees need an update, in order.
    var dirtyChildrenInOrder: [ViewNode] {
        dirtyChildren.sorted().map { orderedChildren[$0] }
    }

    /// The node is gone (the graph destroyed it): no children, no causes, no parent.
    func detach() {
        childIndex = nil
        orderedChildren = []
        dirtyChildren = []
        pendingCauses = []
        refreshDirtiness()
        effectItems = []
        effectChildren = []
        adjustEffects(by: -effectsBelow)
        isDestroyed = true
        parentReference = nil
    }

    private func refreshDirtiness() {
        let dirty = !pendingCauses.isEmpty || !dirtyChildren.isEmpty
        guard dirty != needsUpdateInSubtree else { return }
        needsUpdateInSubtree = dirty
        guard let parent = attachedParent else { return }
        if dirty { parent.dirtyChildren.insert(position) } else { parent.dirtyChildren.remove(position) }
        parent.refreshDirtiness()
    }
}

/// A child's place in its parent's rendering: its structural path (`.0.VStack.1:Row`), and for a row of
/// a `ForEach`, its id.
struct ChildKey: Hashable {
    let path: String
    var id: IdentityKey? = nil
}

/// An identity as a key: an Int or an object as itself, any other value by its description.
enum IdentityKey: Hashable {
    case int(Int)
    case object(Int)
    case text(String)

    /// The key as text (the keys of repeated ids are made of it).
    var text: String {
        switch self {
        case .int(let value): return "int(\(value))"
        case .object(let id): return "object(\(id))"
        case .text(let text): return "text(\(text))"
        }
    }
}

/// An `@Observable` property a body read.
struct ObservedRead: Hashable {
    let objectID: Int
    let className: String
    let property: String
}
