// Compiler test style: generic enums with conditional conformances and generic methods
enum Tree<T> {
    case leaf
    indirect case node(Tree<T>, T, Tree<T>)
    func inorder() -> [T] {
        switch self {
        case .leaf: return []
        case let .node(l, v, r): return l.inorder() + [v] + r.inorder()
        }
    }
    func map<U>(_ f: (T) -> U) -> Tree<U> {
        switch self {
        case .leaf: return .leaf
        case let .node(l, v, r): return .node(l.map(f), f(v), r.map(f))
        }
    }
}
extension Tree where T: Comparable {
    func inserting(_ x: T) -> Tree<T> {
        switch self {
        case .leaf: return .node(.leaf, x, .leaf)
        case let .node(l, v, r):
            return x < v ? .node(l.inserting(x), v, r) : .node(l, v, r.inserting(x))
        }
    }
}
extension Tree: Equatable where T: Equatable {}
var t = Tree<Int>.leaf
for x in [5, 2, 8, 1, 9] { t = t.inserting(x) }
print(t.inorder())
let strs = t.map { "n\($0)" }
print(strs.inorder(), type(of: strs))
print(t == t, t == t.inserting(3), Tree<Int>.leaf == .leaf)
print(Tree<Double>.node(.leaf, 1.5, .leaf))
// expect: [1, 2, 5, 8, 9]
// expect: ["n1", "n2", "n5", "n8", "n9"] Tree<String>
// expect: true false true
// expect: node(main.Tree<Swift.Double>.leaf, 1.5, main.Tree<Swift.Double>.leaf)
