// Compiler test style: lazy optional properties and one-time initialization
var computeCount = 0
func expensive(_ tag: String) -> Int? { computeCount += 1; print("computing \(tag)"); return 42 }

struct Model {
    lazy var cached: Int? = expensive("cached")
    lazy var names: [String] = { print("names init"); return ["a"] }()
}

var m = Model()
print("created")
m.cached = nil
print(m.cached as Any, computeCount)

var m2 = Model()
print(m2.cached as Any, computeCount)
m2.cached! += 1
print(m2.cached!, computeCount)

m2.names.append("b")
var m3 = m2
m3.names.append("c")
print(m2.names, m3.names)

final class Node {
    let id: Int
    init(id: Int) { self.id = id }
    lazy var label: String = "node-\(id)"
    lazy var children: [Node] = []
}
let root = Node(id: 1)
root.children.append(Node(id: 2))
root.children[0].children.append(Node(id: 3))
root.children[0].label += "!"
print(root.label, root.children[0].label, root.children[0].children[0].label)

enum Tables {
    static let squares: [Int] = { print("building squares"); return (0..<5).map { $0 * $0 } }()
}
print("before static access")
print(Tables.squares[3], Tables.squares[4])
// expect: created
// expect: nil 0
// expect: computing cached
// expect: Optional(42) 1
// expect: 43 1
// expect: names init
// expect: ["a", "b"] ["a", "b", "c"]
// expect: node-1 node-2! node-3
// expect: before static access
// expect: building squares
// expect: 9 16
