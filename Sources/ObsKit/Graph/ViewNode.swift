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
    }

    let id: Int
    var content: Content
    let type: TypeInfo?
    var typeName: String {
        switch content {
        case .view(let value): return value.type.name
        case .host(let kind, _, _): return kind
        }
    }
    /// One box per stored field that is a dynamic property, by field index.
    var boxes: [Int: DynamicPropertyBox] = [:]
    var rendered: RenderedView?
    var children: [String: ViewNode] = [:]
    var childOrder: [String] = []
    weak var graph: ViewGraph?
    /// The environment the parent passed at the last update, and what the parent's modifiers set in it.
    var environment: EnvironmentStore = [:]
    var environmentOverrides: EnvironmentStore = [:]
    var pendingCauses: [Cause] = []
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

    init(id: Int, content: Content, graph: ViewGraph) {
        self.id = id
        self.content = content
        self.graph = graph
        if case .view(let view) = content {
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
        if !pendingCauses.contains(cause) { pendingCauses.append(cause) }
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

    var orderedChildren: [ViewNode] { childOrder.compactMap { children[$0] } }

    var needsUpdateInSubtree: Bool {
        !pendingCauses.isEmpty || orderedChildren.contains { $0.needsUpdateInSubtree }
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
    case child(ViewNode)
    case inert(String)
    case empty
    /// A NavigationLink, and the key of the stack it pushes onto.
    case navigationLink(label: RenderedView, destination: ViewValue.NavigationTarget, stack: String)
    /// A NavigationStack: its root content, and what is pushed on it (only the top is on screen).
    case navigation(root: RenderedView, pushed: [RenderedView], key: String)
}

/// An `@Observable` property a body read.
struct ObservedRead: Hashable {
    let objectID: Int
    let className: String
    let property: String
}
