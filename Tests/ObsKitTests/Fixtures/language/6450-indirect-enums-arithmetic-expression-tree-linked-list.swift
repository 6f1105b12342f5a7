// Big Nerd Ranch style (enumerations): indirect enums for an arithmetic expression tree and a linked list, with recursive methods
indirect enum Expression {
    case number(Int)
    case add(Expression, Expression)
    case multiply(Expression, Expression)
    case negate(Expression)
    func evaluate() -> Int {
        switch self {
        case .number(let n): return n
        case let .add(l, r): return l.evaluate() + r.evaluate()
        case let .multiply(l, r): return l.evaluate() * r.evaluate()
        case .negate(let e): return -e.evaluate()
        }
    }
    var text: String {
        switch self {
        case .number(let n): return n < 0 ? "(\(n))" : "\(n)"
        case let .add(l, r): return "(\(l.text) + \(r.text))"
        case let .multiply(l, r): return "\(l.text) * \(r.text)"
        case .negate(let e): return "-\(e.text)"
        }
    }
}
let five = Expression.number(5)
let four = Expression.number(4)
let sum = Expression.add(five, four)
let product = Expression.multiply(sum, .number(2))
let expr = Expression.add(product, .negate(.number(3)))
print(expr.text, "=", expr.evaluate())

enum List<T> {
    case end
    indirect case node(T, next: List<T>)
    init(_ items: [T]) {
        self = items.reversed().reduce(List.end) { .node($1, next: $0) }
    }
    var count: Int {
        if case let .node(_, next) = self { return 1 + next.count }
        return 0
    }
    func map<U>(_ f: (T) -> U) -> List<U> {
        switch self {
        case .end: return .end
        case let .node(v, next): return .node(f(v), next: next.map(f))
        }
    }
    var array: [T] {
        var out: [T] = []
        var cursor = self
        while case let .node(v, next) = cursor { out.append(v); cursor = next }
        return out
    }
}
let list = List([1, 2, 3, 4])
print(list.count, list.map { $0 * $0 }.array, List<String>.end.count)
print(list.map { "#\($0)" }.array.joined())

indirect enum Tree: CustomStringConvertible {
    case leaf
    case node(Tree, Int, Tree)
    func inserting(_ v: Int) -> Tree {
        switch self {
        case .leaf: return .node(.leaf, v, .leaf)
        case let .node(l, x, r):
            return v < x ? .node(l.inserting(v), x, r) : .node(l, x, r.inserting(v))
        }
    }
    var depth: Int {
        guard case let .node(l, _, r) = self else { return 0 }
        return 1 + max(l.depth, r.depth)
    }
    var description: String {
        switch self {
        case .leaf: return "."
        case let .node(l, x, r): return "(\(l) \(x) \(r))"
        }
    }
}
let tree = [5, 3, 8, 1, 4, 9].reduce(Tree.leaf) { $0.inserting($1) }
print(tree, tree.depth)

// expect: ((5 + 4) * 2 + -3) = 15
// expect: 4 [1, 4, 9, 16] 0
// expect: #1#2#3#4
// expect: (((. 1 .) 3 (. 4 .)) 5 (. 8 (. 9 .))) 3
