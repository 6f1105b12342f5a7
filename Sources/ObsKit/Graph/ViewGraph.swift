/// The view graph: the mounted root, and the flush that runs bodies by SEMANTICS §0–2 and §10:
/// parents before children, each dirty node once per pass, passes repeated until quiet.
public final class ViewGraph {
    let interpreter: Interpreter
    public private(set) var root: ViewNode?
    private var nextNodeID = 0
    /// A flush that keeps invalidating itself stops after this many passes, with a warning.
    static let maximumPasses = 100

    init(interpreter: Interpreter) {
        self.interpreter = interpreter
    }

    func mount(_ view: StructValue) throws {
        unmount()
        root = makeNode(view)
        try flush()
    }

    func unmount() {
        guard let old = root else { return }
        root = nil
        destroy(old)
    }

    func flush() throws {
        var passes = 0
        while let root, root.needsUpdateInSubtree || root.isNew {
            passes += 1
            if passes > Self.maximumPasses {
                interpreter.warn("The view graph is still invalidating itself after \(Self.maximumPasses) updates; stopped.")
                return
            }
            try update(root, newView: nil)
        }
    }

    private func makeNode(_ view: StructValue) -> ViewNode {
        nextNodeID += 1
        let node = ViewNode(id: nextNodeID, view: view, graph: self)
        interpreter.events.record(.nodeCreated(node: node.name))
        return node
    }

    /// Brings `node` up to date; `newView` is the value its parent's body just made, if it ran.
    private func update(_ node: ViewNode, newView: StructValue?) throws {
        var reasons: [String] = []
        if node.pendingCauses.contains(.dependencies) { reasons.append("@dependencies") }
        if node.isNew {
            reasons.append("@self")
            if !node.boxes.isEmpty { reasons.append("@identity") }
            reasons += node.boxes.keys.sorted().map { node.boxes[$0]!.fieldName }
        } else {
            if let newView, !Equality.viewsEqual(.structValue(node.view), .structValue(newView)) { reasons.append("@self") }
            for (index, field) in node.type.fields.enumerated() where node.boxes[index] != nil {
                if node.pendingCauses.contains(.field("_" + field.name)) { reasons.append("_" + field.name) }
            }
        }
        if let newView { _ = exchange(&node.view, with: newView) }
        node.pendingCauses = []
        if reasons.isEmpty {
            for child in node.orderedChildren where child.needsUpdateInSubtree { try update(child, newView: nil) }
            return
        }
        try runBody(node, reasons: reasons)
    }

    private func runBody(_ node: ViewNode, reasons: [String]) throws {
        // The outputs of the last run go first, so what only they kept alive is released before the
        // boxes update (SEMANTICS §5: the old object's deinit comes before the new body).
        _ = exchange(&node.rendered, with: nil)
        var view = node.view
        for index in node.boxes.keys.sorted() {
            try node.boxes[index]!.update(&view.fields[index], node: node, interpreter: interpreter)
        }
        guard let body = node.type.computedGetter("body") else { obsInvariant("a View type without a body was declared") }
        node.isNew = false
        node.currentReasons = reasons
        interpreter.bodyStack.append(node)
        defer {
            interpreter.bodyStack.removeLast()
            node.currentReasons = []
        }
        interpreter.events.record(.bodyRun(node: node.name, reasons: reasons))
        node.recordBodyRun()
        let output = try interpreter.call(body, receiver: .structValue(view), arguments: [], type: node.type).value

        var children: [String: ViewNode] = [:]
        var order: [String] = []
        var pending: [(ViewNode, StructValue)] = []
        node.rendered = try render(output, path: "", in: node, children: &children, order: &order, pending: &pending)
        for key in node.childOrder where children[key] == nil {
            if let gone = node.children[key] { destroy(gone) }
        }
        node.children = children
        node.childOrder = order
        for (child, value) in pending { try update(child, newView: value) }
    }

    private func render(_ value: Value, path: String, in node: ViewNode, children: inout [String: ViewNode],
                        order: inout [String], pending: inout [(ViewNode, StructValue)]) throws -> RenderedView {
        switch value {
        case .view(let view):
            switch view {
            case .text(let text): return .text(text)
            case .empty: return .empty
            case .button(let label, let action):
                return .button(label: try render(label, path: path + ".label", in: node, children: &children, order: &order, pending: &pending), action: action)
            case .stack(let kind, let content):
                return .stack(kind, try render(content.first ?? .view(.empty), path: path + "." + kind.rawValue, in: node,
                                               children: &children, order: &order, pending: &pending))
            case .tuple(let items):
                return .group(try items.enumerated().map { index, item in
                    try render(item, path: path + ".\(index)", in: node, children: &children, order: &order, pending: &pending)
                })
            case .conditional(let branch, let content):
                return try render(content, path: path + ".branch\(branch)", in: node,
                                  children: &children, order: &order, pending: &pending)
            case .modified(let content, let modifier):
                return .modified(try render(content, path: path + "." + modifier.name, in: node, children: &children,
                                            order: &order, pending: &pending), modifier.name)
            }
        case .structValue(let child) where child.type.isView:
            let key = path + ":" + child.type.name
            let childNode = node.children[key] ?? makeNode(child)
            children[key] = childNode
            order.append(key)
            pending.append((childNode, child))
            return .child(childNode)
        default:
            let body = node.type.computedGetter("body")
            throw ObsDiagnostic(.runtime, "\(node.typeName).body: a value of type '\(value.typeName)' is not a View",
                                at: body.map { node.type.location($0.range) })
        }
    }

    /// Removes a node: state invalidated, objects released, subscriptions cancelled (SEMANTICS §1).
    private func destroy(_ node: ViewNode) {
        for child in node.orderedChildren { destroy(child) }
        node.children = [:]
        node.childOrder = []
        node.rendered = nil
        for box in node.boxes.values { box.destroy() }
        node.pendingCauses = []
        interpreter.events.record(.nodeDestroyed(node: node.name))
    }

    // MARK: interaction

    /// The visible buttons in tree order: their label text and action.
    func buttons() -> [(label: String, action: Value)] {
        var found: [(String, Value)] = []
        func walk(_ view: RenderedView?) {
            switch view {
            case .button(let label, let action)?:
                found.append((text(of: label), action))
                walk(label)
            case .stack(_, let content)?: walk(content)
            case .group(let items)?: items.forEach(walk)
            case .modified(let content, _)?: walk(content)
            case .child(let node)?: walk(node.rendered)
            case .text?, .empty?, nil: break
            }
        }
        walk(root?.rendered)
        return found
    }

    func text(of view: RenderedView?) -> String {
        switch view {
        case .text(let text)?: return text
        case .button(let label, _)?: return text(of: label)
        case .stack(_, let content)?: return text(of: content)
        case .group(let items)?: return items.map { text(of: $0) }.filter { !$0.isEmpty }.joined(separator: " ")
        case .modified(let content, _)?: return text(of: content)
        case .child(let node)?: return text(of: node.rendered)
        case .empty?, nil: return ""
        }
    }
}
