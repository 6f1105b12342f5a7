// Compiler test style: indirect generic enum binary search tree with recursive operations
indirect enum Tree<T: Comparable> {
    case leaf
    case node(Tree<T>, T, Tree<T>)

    func inserting(_ v: T) -> Tree<T> {
        switch self {
        case .leaf: return .node(.leaf, v, .leaf)
        case let .node(l, x, r):
            if v < x { return .node(l.inserting(v), x, r) }
            if v > x { return .node(l, x, r.inserting(v)) }
            return self
        }
    }
    func contains(_ v: T) -> Bool {
        guard case let .node(l, x, r) = self else { return false }
        return v == x ? true : (v < x ? l.contains(v) : r.contains(v))
    }
    var inOrder: [T] {
        switch self {
        case .leaf: return []
        case let .node(l, x, r): return l.inOrder + [x] + r.inOrder
        }
    }
    var height: Int {
        if case let .node(l, _, r) = self { return 1 + max(l.height, r.height) }
        return 0
    }
    var count: Int {
        switch self {
        case .leaf: return 0
        case .node(let l, _, let r): return l.count + 1 + r.count
        }
    }
    func render() -> String {
        switch self {
        case .leaf: return "."
        case let .node(.leaf, x, .leaf): return "\(x)"
        case let .node(l, x, r): return "(\(l.render()) \(x) \(r.render()))"
        }
    }
}

var t = Tree<Int>.leaf
for v in [50, 30, 70, 20, 40, 60, 80, 30, 65] { t = t.inserting(v) }
print(t.inOrder)
print("count", t.count, "height", t.height)
print(t.render())
print([20, 65, 66].map { t.contains($0) })

let words = ["m", "c", "x", "a", "e"].reduce(Tree<String>.leaf) { $0.inserting($1) }
print(words.render(), words.height)

enum Shape {
    case circle(r: Int)
    case rect(w: Int, h: Int)
    indirect case group([Shape])
    indirect case scaled(Shape, by: Int)
    var area: Int {
        switch self {
        case .circle(let r): return 3 * r * r
        case let .rect(w, h): return w * h
        case .group(let items): return items.reduce(0) { $0 + $1.area }
        case let .scaled(s, k): return s.area * k * k
        }
    }
}
let drawing = Shape.group([.circle(r: 2), .scaled(.rect(w: 1, h: 2), by: 3), .group([.rect(w: 5, h: 5)])])
print(drawing.area)

// expect: [20, 30, 40, 50, 60, 65, 70, 80]
// expect: count 8 height 4
// expect: ((20 30 40) 50 ((. 60 65) 70 80))
// expect: [true, true, false]
// expect: ((a c e) m x) 3
// expect: 55
