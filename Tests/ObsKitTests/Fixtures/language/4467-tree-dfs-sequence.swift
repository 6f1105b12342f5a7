// Swift book style: walking a tree with depth-first and breadth-first Sequences
final class Node<T> {
    let value: T
    var children: [Node<T>] = []

    init(_ value: T, _ children: [Node<T>] = []) {
        self.value = value
        self.children = children
    }
}

struct DepthFirst<T>: Sequence {
    let root: Node<T>
    func makeIterator() -> AnyIterator<(depth: Int, value: T)> {
        var stack: [(Int, Node<T>)] = [(0, root)]
        return AnyIterator {
            guard let (d, n) = stack.popLast() else { return nil }
            for c in n.children.reversed() {
                stack.append((d + 1, c))
            }
            return (d, n.value)
        }
    }
}

struct BreadthFirst<T>: Sequence, IteratorProtocol {
    var queue: [Node<T>]
    init(_ root: Node<T>) { queue = [root] }
    mutating func next() -> T? {
        guard !queue.isEmpty else { return nil }
        let n = queue.removeFirst()
        queue += n.children
        return n.value
    }
}

let fs = Node("/", [
    Node("bin", [Node("ls"), Node("cat")]),
    Node("home", [
        Node("ann", [Node("notes.txt"), Node("todo.md")]),
        Node("bo"),
    ]),
    Node("tmp"),
])

for (d, name) in DepthFirst(root: fs) {
    print(String(repeating: "  ", count: d) + name)
}

print(Array(BreadthFirst(fs)))
print(DepthFirst(root: fs).map { $0.value }.count)
print(DepthFirst(root: fs).filter { $0.depth == 2 }.map { $0.value })
print(DepthFirst(root: fs).map(\.depth).max()!)

let firstFile = DepthFirst(root: fs).lazy.map { $0.value }.first { $0.contains(".") }
print(firstFile ?? "none")

let leaves = DepthFirst(root: fs).filter { pair in !pair.value.contains(".") && pair.depth > 1 }
print(leaves.map { "\($0.value)@\($0.depth)" })

let numbers = Node(1, [Node(2, [Node(4), Node(5)]), Node(3, [Node(6, [Node(7)])])])
print(DepthFirst(root: numbers).map(\.value))
print(Array(BreadthFirst(numbers)))
print(BreadthFirst(numbers).reduce(0, +))
print(Array(BreadthFirst(numbers).prefix(3)), Array(BreadthFirst(numbers).dropFirst(5)))

func paths<T>(_ n: Node<T>, _ prefix: [T] = []) -> [[T]] {
    let here = prefix + [n.value]
    if n.children.isEmpty { return [here] }
    return n.children.flatMap { paths($0, here) }
}
for p in paths(numbers) {
    print(p.map(String.init).joined(separator: "->"))
}

let depthCounts = DepthFirst(root: numbers).reduce(into: [Int: Int]()) { $0[$1.depth, default: 0] += 1 }
print(depthCounts.keys.sorted().map { "\($0):\(depthCounts[$0]!)" })
print(zip(DepthFirst(root: numbers).map(\.value), BreadthFirst(numbers)).filter { $0 == $1 }.map { $0.0 })

// expect: /
// expect:   bin
// expect:     ls
// expect:     cat
// expect:   home
// expect:     ann
// expect:       notes.txt
// expect:       todo.md
// expect:     bo
// expect:   tmp
// expect: ["/", "bin", "home", "tmp", "ls", "cat", "ann", "bo", "notes.txt", "todo.md"]
// expect: 10
// expect: ["ls", "cat", "ann", "bo"]
// expect: 3
// expect: notes.txt
// expect: ["ls@2", "cat@2", "ann@2", "bo@2"]
// expect: [1, 2, 4, 5, 3, 6, 7]
// expect: [1, 2, 3, 4, 5, 6, 7]
// expect: 28
// expect: [1, 2, 3] [6, 7]
// expect: 1->2->4
// expect: 1->2->5
// expect: 1->3->6->7
// expect: ["0:1", "1:2", "2:3", "3:1"]
// expect: [1, 2, 6, 7]
