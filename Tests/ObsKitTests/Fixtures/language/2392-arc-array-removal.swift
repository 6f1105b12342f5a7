// Compiler test style: objects in arrays released on remove, replace, removeAll and truncation
final class Node {
    let id: Int
    init(_ id: Int) { self.id = id }
    deinit {
        print("node \(id) freed")
    }
}

var nodes = (1...5).map { Node($0) }
print("count \(nodes.count)")

let removed = nodes.remove(at: 1)
print("removed \(removed.id) but still held")

nodes[0] = Node(10)
print("replaced index 0")

nodes.removeLast()
print("removed last")

nodes.removeAll(where: { $0.id == 3 })
print("ids now \(nodes.map { $0.id })")

nodes.append(Node(20))
nodes.removeFirst(2)
print("after removeFirst(2): \(nodes.map { $0.id })")

nodes = []
print("array emptied")
print("removed id still \(removed.id)")
// expect: count 5
// expect: removed 2 but still held
// expect: node 1 freed
// expect: replaced index 0
// expect: node 5 freed
// expect: removed last
// expect: node 3 freed
// expect: ids now [10, 4]
// expect: node 10 freed
// expect: node 4 freed
// expect: after removeFirst(2): [20]
// expect: node 20 freed
// expect: array emptied
// expect: removed id still 2
