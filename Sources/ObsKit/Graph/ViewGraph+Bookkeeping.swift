/// The graph keeps running totals so a turn costs what changed, not the size of the tree (issue 14):
/// each node's `needsUpdateInSubtree` and dirty children, its `effectsBelow`, the nodes with presentation
/// probes. This recomputes them from the tree, the slow way, and says where a kept one differs: the
/// tests run it after every turn of every fixture.
extension ViewGraph {
    func bookkeepingProblems() -> [String] {
        var problems: [String] = []
        @discardableResult
        func check(_ node: ViewNode, parent: ViewNode?) -> (dirty: Bool, effects: Int) {
            var dirty = !node.pendingCauses.isEmpty
            var places: [ObjectIdentifier: Int] = [:]
            let items = effectScan(of: node) { child, index in places[ObjectIdentifier(child)] = index }
            var effects = items.isEmpty ? 0 : 1
            if items.count != node.effectItems.count { problems.append("\(node.name) keeps \(node.effectItems.count) effects, renders \(items.count)") }
            for child in node.orderedChildren where (places[ObjectIdentifier(child)] ?? -1) != child.walkIndex {
                problems.append("\(child.name)'s walk index is stale")
            }
            for (position, child) in node.orderedChildren.enumerated() {
                if child.parent !== node || child.position != position { problems.append("\(child.name) does not know its place under \(node.name)") }
                if node.child(for: child.key, at: -1) !== child { problems.append("\(child.name) is not under its key in \(node.name)") }
                let below = check(child, parent: node)
                dirty = dirty || below.dirty
                effects += below.effects
            }
            if Set(node.orderedChildren.map(\.key)).count != node.orderedChildren.count { problems.append("\(node.name) has keys without nodes") }
            if dirty != node.needsUpdateInSubtree { problems.append("\(node.name).needsUpdateInSubtree is \(node.needsUpdateInSubtree), should be \(dirty)") }
            if node.dirtyChildrenInOrder.map(ObjectIdentifier.init) != node.orderedChildren.filter(\.needsUpdateInSubtree).map(ObjectIdentifier.init) {
                problems.append("\(node.name)'s dirty children are not the children that need an update")
            }
            if node.effectChildrenInWalkOrder.map(ObjectIdentifier.init) != node.orderedChildren.filter({ $0.effectsBelow > 0 && $0.walkIndex >= 0 }).sorted(by: { $0.walkIndex < $1.walkIndex }).map(ObjectIdentifier.init) {
                problems.append("\(node.name)'s children with effects are not the ones kept")
            }
            if effects != node.effectsBelow { problems.append("\(node.name).effectsBelow is \(node.effectsBelow), should be \(effects)") }
            if node.isDestroyed { problems.append("\(node.name) is in the tree but destroyed") }
            if !node.presentationProbes.isEmpty, !hasProbes(node) { problems.append("\(node.name) has probes but is not registered") }
            return (dirty, effects)
        }
        if let root { check(root, parent: nil) }
        return problems
    }
}
