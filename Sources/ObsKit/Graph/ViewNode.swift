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
    }

    /// What the node's body is.
    enum Content {
        case view(StructValue)
        /// A closure run as a view builder, with its argument (a row's element, a sheet's item).
        case host(kind: String, builder: Value, argument: Value?)
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

    let id: Int
    var content: Content
    let type: TypeInfo?
    var typeName: String {
        switch content {
        case .view(let value), .modifier(let value, _): return value.type.name
        case .host(let kind, _, _): return kind
        }
    }
    /// One box per stored field that is a dynamic property, by field index.
    var boxes: [Int: DynamicPropertyBox] = [:]
    var rendered: RenderedView?
    /// The children by structural key, and in order (kept side by side, so neither is rebuilt to read).
    private(set) var children: [String: ViewNode] = [:]
    private(set) var orderedChildren: [ViewNode] = []
    /// The node whose body made this one, and this one's place among its children.
    private(set) weak var parent: ViewNode?
    private(set) var position = 0
    private(set) var key = ""
    weak var graph: ViewGraph?
    /// The environment the parent passed at the last update, and what the parent's modifiers set in it.
    var environment: EnvironmentStore = [:]
    var environmentOverrides: EnvironmentStore = [:]
    /// Why the body must run again (empty: it need not). Changed only through `addCause` and
    /// `clearCauses`, which keep the subtree's dirtiness up to date.
    private(set) var pendingCauses: [Cause] = []
    /// This node or one below it has causes pending: the flush goes down to it. Kept up to date as causes
    /// come and go (each change walks up the ancestors only as far as their answer changes), so asking
    /// costs nothing however big the tree is.
    private(set) var needsUpdateInSubtree = false
    /// The positions of the children whose subtrees need an update: the flush visits only those.
    private var dirtyChildren: Set<Int> = []
    /// How many nodes of this subtree (itself included) rendered appearance effects of their own
    /// (`onAppear`, `.task`...: see `ViewGraph.hasAppearanceEffects`); the effects' walk skips a subtree
    /// with none. Kept up to date where a node renders and where children come and go.
    private(set) var effectsBelow = 0
    /// The positions of the children whose subtrees rendered effects: the effects' walk visits only those.
    private var effectChildren: Set<Int> = []
    /// This node's own effect modifiers, in the order the screen walk meets them, each with how many of
    /// the node's on-screen children come before it and where it sits (ViewGraph+Effects).
    private(set) var effectItems: [EffectItem] = []
    /// This node's place among its parent's on-screen children in walk order (-1: covered, off screen).
    var walkIndex = -1
    /// Why the running body runs, in `_printChanges()` order; empty outside a body run.
    var currentReasons: [String] = []
    var bodyRuns = 0
    var isNew = true
    /// The State locations the last body read (so the next body can forget them).
    var readLocations: [StateLocation] = []
    /// The `@Observable` properties the last body read (its Observation scope), for `:subs` and `:why`.
    var observedReads: Set<ObservedRead> = []
    /// `.equatable()` was applied to this view: its `==` decides (rules §2).
    var forcesEquatable = false
    /// What the last body returned, to render again when only a presentation changed.
    var lastOutput: Value?
    var presentationProbes: [PresentationProbe] = []
    /// Why the last body run failed (a runtime error), for `:tree`; nil once a body runs to its end.
    var bodyFailure: String?
    /// Bumped per body run: an Observation change from an older scope is ignored.
    var observationGeneration = 0
    /// A `ForEach` row's id: the tag a Picker gives the row when it has no `.tag` of its own (rules §15.5).
    var rowID: Value?

    init(id: Int, content: Content, graph: ViewGraph) {
        self.id = id
        self.content = content
        self.graph = graph
        if let view = content.structValue {
            type = view.type
            for (index, field) in view.type.fields.enumerated() {
                if let box = makeBox(for: field, value: view.fields[index], graph: graph) { boxes[index] = box }
            }
        } else {
            type = nil
        }
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

    /// Set by the graph when the node is removed: later invalidations (a late Observation change) are ignored.
    private(set) var isDestroyed = false

    /// The children a body run rendered, in order, by key; the positions of dirty ones follow them.
    func setChildren(_ byKey: [String: ViewNode], order: [String]) {
        children = byKey
        orderedChildren = []
        dirtyChildren = []
        for key in order {
            guard let child = byKey[key] else { continue }
            child.parent = self
            child.position = orderedChildren.count
            child.key = key
            if child.needsUpdateInSubtree { dirtyChildren.insert(child.position) }
            orderedChildren.append(child)
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
        children = [:]
        orderedChildren = []
        dirtyChildren = []
        pendingCauses = []
        refreshDirtiness()
        effectItems = []
        effectChildren = []
        adjustEffects(by: -effectsBelow)
        isDestroyed = true
        parent = nil
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

/// What a body rendered, with user views and hosted content replaced by their nodes (so a parent never
/// holds a child's view value: the child node does).
indirect enum RenderedView {
    case text(String)
    case button(label: RenderedView, action: Value)
    case control(ViewValue.Control, label: RenderedView)
    case stack(ViewValue.StackKind, RenderedView)
    case group([RenderedView])
    /// A modifier, with the key its lifecycle effects are tracked by.
    case modified(RenderedView, ViewValue.Modifier, key: String)
    /// A presented alert and what it shows.
    case alert(ViewValue.Alert, content: RenderedView, key: String)
    /// A view's toolbar items: on screen only inside a navigation container (rules §15.4).
    case toolbar(RenderedView)
    /// A TabView: each tab's title and tag, and its content once shown (only the selected one is on screen).
    case tabs([(title: String, tag: Value?, view: RenderedView?)], selected: Int, selection: BindingValue?, key: String)
    /// A Menu: its label (a tap opens it, or runs `primaryAction`), and its items, on screen while open.
    case menu(label: RenderedView, items: RenderedView, isOpen: Bool, primaryAction: Value?, key: String)
    /// A DisclosureGroup: its label (a tap toggles it) and, when expanded, its content.
    case disclosure(label: RenderedView, content: RenderedView?, isExpanded: Bool, binding: BindingValue?, key: String)
    case child(ViewNode)
    case inert(String)
    case image(String)
    case empty
    /// A NavigationLink, and the key of the stack it pushes onto.
    case navigationLink(label: RenderedView, destination: ViewValue.NavigationTarget, stack: String)
    /// A NavigationStack: its root content, and what is pushed on it (only the top is on screen).
    case navigation(root: RenderedView, pushed: [RenderedView], key: String)
}

/// An effect modifier (`onAppear`, `.task`...) a node rendered: the modified view, where it sits on the
/// screen, and how many of the node's on-screen children the walk meets before it.
struct EffectItem {
    let view: RenderedView
    let place: ScreenPlace
    let afterChildren: Int
}

/// An `@Observable` property a body read.
struct ObservedRead: Hashable {
    let objectID: Int
    let className: String
    let property: String
}
