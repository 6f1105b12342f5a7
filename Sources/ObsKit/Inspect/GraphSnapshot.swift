/// The view tree and its subscriptions at one moment, as data: view nodes with their children, the
/// objects their boxes subscribe to (`@ObservedObject`, `@StateObject`...) and the `@Observable` objects
/// their bodies read. `:graph` writes it as Graphviz DOT; a web page (Export/) draws it as SVG.
struct GraphSnapshot: Equatable, Sendable {
    struct Node: Equatable, Sendable {
        /// `n3` for the view node 3, `o2` for the object 2 (the DOT name).
        let key: String
        /// `Counter#3`, `CounterVM#2`.
        let name: String
        let isObject: Bool
        /// How many times a view's body ran.
        let bodyRuns: Int
    }

    struct Edge: Equatable, Sendable {
        enum Kind: Equatable, Sendable {
            /// A view and its child.
            case child
            /// An object a view's box subscribes to (its `objectWillChange`), labelled with the property.
            case subscription
            /// An `@Observable` object a body read, labelled with what it read.
            case observation
        }
        let from: String
        let to: String
        let kind: Kind
        let label: String?
    }

    /// Node declarations and edges in the order `:graph` writes them (an object is declared again before
    /// each edge from it, as DOT allows).
    enum Statement: Equatable, Sendable {
        case node(Node)
        case edge(Edge)
    }

    let statements: [Statement]

    /// Each node once, in the order first declared.
    var nodes: [Node] {
        var seen: Set<String> = []
        return statements.compactMap { statement in
            guard case .node(let node) = statement, seen.insert(node.key).inserted else { return nil }
            return node
        }
    }

    var edges: [Edge] {
        statements.compactMap { if case .edge(let edge) = $0 { return edge }; return nil }
    }

    /// The graph as Graphviz DOT; the view nodes named in `highlighted` are filled (those whose bodies ran).
    func dot(highlighted: Set<String> = []) -> String {
        var lines = ["digraph ObsREPL {", "  rankdir=TB;", "  node [shape=box, fontname=\"Helvetica\"];"]
        for statement in statements {
            switch statement {
            case .node(let node) where node.isObject:
                lines.append("  \(node.key) [shape=ellipse, label=\"\(node.name)\"];")
            case .node(let node):
                let fill = highlighted.contains(node.name) ? ", style=filled, fillcolor=\"#fde68a\"" : ""
                lines.append("  \(node.key) [label=\"\(node.name)\\nbody runs: \(node.bodyRuns)\"\(fill)];")
            case .edge(let edge):
                switch edge.kind {
                case .child: lines.append("  \(edge.from) -> \(edge.to);")
                case .subscription: lines.append("  \(edge.from) -> \(edge.to) [style=dashed, label=\"\(edge.label ?? "")\"];")
                case .observation: lines.append("  \(edge.from) -> \(edge.to) [style=dotted, label=\"\(edge.label ?? "")\"];")
                }
            }
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }
}

extension Inspector {
    /// The graph as it is now.
    func graphSnapshot() -> GraphSnapshot {
        var statements: [GraphSnapshot.Statement] = []
        func object(_ id: Int, _ name: String) {
            statements.append(.node(GraphSnapshot.Node(key: "o\(id)", name: name, isObject: true, bodyRuns: 0)))
        }
        for node in graph.allNodes {
            statements.append(.node(GraphSnapshot.Node(key: "n\(node.id)", name: node.name, isObject: false, bodyRuns: node.bodyRuns)))
            for child in node.orderedChildren {
                statements.append(.edge(GraphSnapshot.Edge(from: "n\(node.id)", to: "n\(child.id)", kind: .child, label: nil)))
            }
            guard let type = node.type else { continue }
            for held in subscribedObjects(node, type) {
                object(held.object.id, "\(held.object.type.name)#\(held.object.id)")
                statements.append(.edge(GraphSnapshot.Edge(from: "o\(held.object.id)", to: "n\(node.id)", kind: .subscription, label: held.field)))
            }
        }
        // `@Observable` models: an edge to each body that read them, labelled with what it read.
        for node in graph.allNodes {
            let reads = Dictionary(grouping: node.observedReads) { $0.objectID }
            for (id, properties) in reads.sorted(by: { $0.key < $1.key }) {
                object(id, properties.first.map { "\($0.className)#\(id)" } ?? "#\(id)")
                statements.append(.edge(GraphSnapshot.Edge(from: "o\(id)", to: "n\(node.id)", kind: .observation,
                                                           label: properties.map(\.property).sorted().joined(separator: ", "))))
            }
        }
        return GraphSnapshot(statements: statements)
    }
}
