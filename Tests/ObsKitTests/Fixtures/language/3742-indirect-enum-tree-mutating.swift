// Compiler test style: indirect enum tree with mutating insert and counts
indirect enum Tree {
    case leaf
    case node(Tree, Int, Tree)

    mutating func insert(_ v: Int) {
        switch self {
        case .leaf:
            self = .node(.leaf, v, .leaf)
        case .node(var l, let x, var r):
            if v < x { l.insert(v) } else if v > x { r.insert(v) }
            self = .node(l, x, r)
        }
    }
    var inorder: [Int] {
        if case let .node(l, x, r) = self { return l.inorder + [x] + r.inorder }
        return []
    }
    var height: Int {
        if case let .node(l, _, r) = self { return 1 + max(l.height, r.height) }
        return 0
    }
}

var t = Tree.leaf
for v in [5, 3, 8, 1, 4, 7, 9, 3] { t.insert(v) }
print(t.inorder, t.height)
let snapshot = t
t.insert(6)
t.insert(10)
print(snapshot.inorder.count, t.inorder.count)

enum Shape { case circle(r: Int), rect(w: Int, h: Int) }
var shapes: [Shape] = [.circle(r: 1), .rect(w: 2, h: 3)]
for i in shapes.indices {
    switch shapes[i] {
    case .circle(var r): r *= 10; shapes[i] = .circle(r: r)
    case let .rect(w, h): shapes[i] = .rect(w: h, h: w)
    }
}
for s in shapes {
    if case .circle(let r) = s { print("circle", r) }
    if case let .rect(w, h) = s { print("rect", w, h) }
}
var forest = ["a": Tree.leaf]
forest["a"]?.insert(2)
forest["a"]?.insert(1)
forest["b", default: .leaf].insert(5)
print(forest.keys.sorted().map { "\($0):\(forest[$0]!.inorder)" })
// expect: [1, 3, 4, 5, 7, 8, 9] 3
// expect: 7 9
// expect: circle 10
// expect: rect 3 2
// expect: ["a:[1, 2]", "b:[5]"]
