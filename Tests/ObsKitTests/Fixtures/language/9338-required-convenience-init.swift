// required and convenience initializers, init through metatypes, inheritance of inits
// expected output: swiftc 6.3.1 (Linux), run on this machine
class Node {
    let name: String
    var children: [Node] = []
    required init(name: String) {
        self.name = name
        print("Node.init(name: \(name)) as \(type(of: self))")
    }
    convenience init() {
        self.init(name: "untitled")
    }
    convenience init(_ parts: String...) {
        self.init(name: parts.joined(separator: "."))
    }
    class func make(_ n: String) -> Self { Self(name: n) }
}

class Leaf: Node {
    var weight = 1
    required init(name: String) {
        super.init(name: name.uppercased())
        weight = name.count
    }
}

class Branch: Node {
    let depth: Int
    init(name: String, depth: Int) {
        self.depth = depth
        super.init(name: name)
    }
    required convenience init(name: String) {
        self.init(name: name, depth: 0)
    }
}

func build<T: Node>(_ t: T.Type, _ names: [String]) -> [T] { names.map { t.init(name: $0) } }

let a = Node()
let b = Node("x", "y", "z")
let c = Leaf("ab", "cd")
let d = Leaf()
print(a.name, b.name, c.name, c.weight, d.name, d.weight)

let e = Branch(name: "root", depth: 3)
let f = Branch()
print(e.depth, f.name, f.depth)

let leaves = build(Leaf.self, ["p", "qq"])
print(leaves.map { "\($0.name):\($0.weight)" })
let made = Branch.make("m")
print(type(of: made), made.depth)
let metas: [Node.Type] = [Node.self, Leaf.self, Branch.self]
let objs = metas.map { $0.init(name: "gen") }
print(objs.map { "\(type(of: $0)) \($0.name)" })

struct Point {
    var x = 0, y = 0
}
extension Point {
    init(both v: Int) { self.init(x: v, y: v) }
}
print(Point(), Point(x: 1), Point(y: 2), Point(both: 7))

// expect: Node.init(name: untitled) as Node
// expect: Node.init(name: x.y.z) as Node
// expect: Node.init(name: AB.CD) as Leaf
// expect: Node.init(name: UNTITLED) as Leaf
// expect: untitled x.y.z AB.CD 5 UNTITLED 8
// expect: Node.init(name: root) as Branch
// expect: Node.init(name: untitled) as Branch
// expect: 3 untitled 0
// expect: Node.init(name: P) as Leaf
// expect: Node.init(name: QQ) as Leaf
// expect: ["P:1", "QQ:2"]
// expect: Node.init(name: m) as Branch
// expect: Branch 0
// expect: Node.init(name: gen) as Node
// expect: Node.init(name: GEN) as Leaf
// expect: Node.init(name: gen) as Branch
// expect: ["Node gen", "Leaf GEN", "Branch gen"]
// expect: Point(x: 0, y: 0) Point(x: 1, y: 0) Point(x: 0, y: 2) Point(x: 7, y: 7)
