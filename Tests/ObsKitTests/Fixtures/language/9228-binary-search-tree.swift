// binary-search-tree
// expected output: swiftc 6.3.1 (Linux), run on this machine

indirect enum BST<T: Comparable>: CustomStringConvertible {
    case empty
    case node(BST, T, BST)

    func inserting(_ v: T) -> BST {
        switch self {
        case .empty: return .node(.empty, v, .empty)
        case let .node(l, x, r):
            if v < x { return .node(l.inserting(v), x, r) }
            if v > x { return .node(l, x, r.inserting(v)) }
            return self
        }
    }

    func contains(_ v: T) -> Bool {
        switch self {
        case .empty: return false
        case let .node(l, x, r): return v == x ? true : (v < x ? l.contains(v) : r.contains(v))
        }
    }

    var inOrder: [T] {
        guard case let .node(l, x, r) = self else { return [] }
        return l.inOrder + [x] + r.inOrder
    }
    var preOrder: [T] {
        guard case let .node(l, x, r) = self else { return [] }
        return [x] + l.preOrder + r.preOrder
    }
    var height: Int {
        guard case let .node(l, _, r) = self else { return 0 }
        return 1 + Swift.max(l.height, r.height)
    }
    var count: Int {
        if case let .node(l, _, r) = self { return 1 + l.count + r.count }
        return 0
    }
    var min: T? {
        guard case let .node(l, x, _) = self else { return nil }
        return l.min ?? x
    }

    func removing(_ v: T) -> BST {
        guard case let .node(l, x, r) = self else { return self }
        if v < x { return .node(l.removing(v), x, r) }
        if v > x { return .node(l, x, r.removing(v)) }
        if case .empty = l { return r }
        if case .empty = r { return l }
        let successor = r.min!
        return .node(l, successor, r.removing(successor))
    }

    var description: String {
        switch self {
        case .empty: return "·"
        case let .node(.empty, x, .empty): return "\(x)"
        case let .node(l, x, r): return "(\(l) \(x) \(r))"
        }
    }
}

var tree = BST<Int>.empty
for v in [50, 30, 70, 20, 40, 60, 80, 35, 45, 65] { tree = tree.inserting(v) }
print(tree)
print(tree.inOrder)
print(tree.preOrder)
print("height", tree.height, "count", tree.count, "min", tree.min ?? -1)
print([35, 36, 80, 10].map(tree.contains))
let t2 = tree.removing(30)
print(t2)
print(t2.inOrder, t2.count)
let t3 = t2.removing(50).removing(20).removing(999)
print(t3, t3.height)
let words = ["mango", "apple", "zebra", "kiwi", "apple", "banana"].reduce(BST<String>.empty) { $0.inserting($1) }
print(words.inOrder, words.count, words.height)
let degenerate = (1...6).reduce(BST<Int>.empty) { $0.inserting($1) }
print(degenerate, degenerate.height)
print(BST<Double>.empty, BST<Double>.empty.min as Any)

// expect: ((20 30 (35 40 45)) 50 ((· 60 65) 70 80))
// expect: [20, 30, 35, 40, 45, 50, 60, 65, 70, 80]
// expect: [50, 30, 20, 40, 35, 45, 70, 60, 65, 80]
// expect: height 4 count 10 min 20
// expect: [true, false, true, false]
// expect: ((20 35 (· 40 45)) 50 ((· 60 65) 70 80))
// expect: [20, 35, 40, 45, 50, 60, 65, 70, 80] 9
// expect: ((· 35 (· 40 45)) 60 (65 70 80)) 4
// expect: ["apple", "banana", "kiwi", "mango", "zebra"] 5 4
// expect: (· 1 (· 2 (· 3 (· 4 (· 5 6))))) 6
// expect: · nil
