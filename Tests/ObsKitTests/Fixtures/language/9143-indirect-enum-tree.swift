// indirect-enum-tree
// expected output: swiftc 6.3.1 (Linux), run on this machine
indirect enum Tree<T: Comparable> {
    case empty
    case node(Tree<T>, T, Tree<T>)

    func inserting(_ value: T) -> Tree<T> {
        switch self {
        case .empty:
            return .node(.empty, value, .empty)
        case let .node(left, v, right):
            if value < v { return .node(left.inserting(value), v, right) }
            if value > v { return .node(left, v, right.inserting(value)) }
            return self
        }
    }

    func contains(_ value: T) -> Bool {
        switch self {
        case .empty: return false
        case let .node(l, v, r):
            if value == v { return true }
            return value < v ? l.contains(value) : r.contains(value)
        }
    }

    var inOrder: [T] {
        guard case let .node(l, v, r) = self else { return [] }
        return l.inOrder + [v] + r.inOrder
    }

    var depth: Int {
        if case let .node(l, _, r) = self {
            return 1 + max(l.depth, r.depth)
        }
        return 0
    }
}

var tree = Tree<Int>.empty
for n in [50, 30, 70, 20, 40, 60, 80, 30, 65] {
    tree = tree.inserting(n)
}
print(tree.inOrder)
print("depth:", tree.depth)
print(tree.contains(65), tree.contains(66))

enum Expr {
    case num(Int)
    indirect case add(Expr, Expr)
    indirect case mul(Expr, Expr)
    indirect case neg(Expr)
}

func eval(_ e: Expr) -> Int {
    switch e {
    case .num(let n): return n
    case let .add(a, b): return eval(a) + eval(b)
    case let .mul(a, b): return eval(a) * eval(b)
    case .neg(let a): return -eval(a)
    }
}

func show(_ e: Expr) -> String {
    switch e {
    case .num(let n): return String(n)
    case let .add(a, b): return "(\(show(a)) + \(show(b)))"
    case let .mul(a, b): return "\(show(a)) * \(show(b))"
    case .neg(let a): return "-\(show(a))"
    }
}

let expr = Expr.mul(.add(.num(2), .num(3)), .neg(.num(4)))
print(show(expr), "=", eval(expr))
let words = Tree<String>.empty.inserting("pear").inserting("apple").inserting("zucchini").inserting("fig")
print(words.inOrder.joined(separator: " "), words.depth)
// expect: [20, 30, 40, 50, 60, 65, 70, 80]
// expect: depth: 4
// expect: true false
// expect: (2 + 3) * -4 = -20
// expect: apple fig pear zucchini 3
