/// A node of the view graph: one per identity. Holds the last view value from the parent, one box per
/// dynamic property, what its body last rendered, and its children by structural position.
public final class ViewNode {
    public enum Cause: Hashable {
        /// An Observation dependency fired (issue 4).
        case dependencies
        /// A dynamic property (`_count`, `_vm`) changed.
        case field(String)
    }

    public let id: Int
    let type: TypeInfo
    public var typeName: String { type.name }
    var view: StructValue
    /// One box per stored field that is a dynamic property, by field index.
    var boxes: [Int: DynamicPropertyBox] = [:]
    var rendered: RenderedView?
    var children: [String: ViewNode] = [:]
    var childOrder: [String] = []
    weak var graph: ViewGraph?
    var pendingCauses: [Cause] = []
    /// Why the running body runs, in `_printChanges()` order; empty outside a body run.
    var currentReasons: [String] = []
    public private(set) var bodyRuns = 0
    var isNew = true

    init(id: Int, view: StructValue, graph: ViewGraph) {
        self.id = id
        self.type = view.type
        self.view = view
        self.graph = graph
        for (index, field) in view.type.fields.enumerated() {
            switch field.wrapper {
            case .state?: boxes[index] = StateBox(fieldName: "_" + field.name)
            case .stateObject?: boxes[index] = StateObjectBox(fieldName: "_" + field.name)
            case .observedObject?: boxes[index] = ObservedObjectBox(fieldName: "_" + field.name)
            case .published?, nil: break
            }
        }
    }

    /// `Counter#3`: how events and errors name a node.
    public var name: String { "\(typeName)#\(id)" }

    /// Queues an invalidation; the graph runs the body at the end of the turn (SEMANTICS §10).
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

/// What a body rendered, with user views replaced by their nodes (so a parent never holds a child's
/// view value: the child node does).
indirect enum RenderedView {
    case text(String)
    case button(label: RenderedView, action: Value)
    case stack(ViewValue.StackKind, RenderedView)
    case group([RenderedView])
    case modified(RenderedView, String)
    case child(ViewNode)
    case empty
}
