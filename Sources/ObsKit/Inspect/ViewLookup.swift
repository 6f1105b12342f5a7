/// Finding a view by the name a learner types: its type (the first in tree order), `Type#N` (the Nth of
/// that type), or the node's number as `:tree` shows it (`#3`).
extension ViewGraph {
    var allNodes: [ViewNode] {
        var nodes: [ViewNode] = []
        func visit(_ node: ViewNode) {
            nodes.append(node)
            node.orderedChildren.forEach(visit)
        }
        if let root { visit(root) }
        return nodes
    }

    /// The node `name` names, or nil (with the names that would have matched, for the error).
    func node(named name: String) -> ViewNode? {
        let nodes = allNodes
        if name.hasPrefix("#"), let id = Int(name.dropFirst()) { return nodes.first { $0.id == id } }
        if let id = Int(name) { return nodes.first { $0.id == id } }
        if let hash = name.firstIndex(of: "#"), let ordinal = Int(name[name.index(after: hash)...]) {
            let typeName = String(name[..<hash])
            let matching = nodes.filter { $0.typeName == typeName }
            // `Counter#2` is node 2 if that node is a Counter; else the 2nd Counter.
            if let exact = matching.first(where: { $0.id == ordinal }) { return exact }
            return ordinal >= 1 && ordinal <= matching.count ? matching[ordinal - 1] : nil
        }
        return nodes.first { $0.typeName == name }
    }

    var viewNames: [String] {
        allNodes.map(\.name)
    }
}
