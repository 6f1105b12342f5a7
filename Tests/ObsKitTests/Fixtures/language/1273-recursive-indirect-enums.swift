// Enumerations: indirect cases for an arithmetic expression tree and a whole indirect enum for a linked list.
// expected output: swiftc 6.3.1 (Linux), run on this machine
enum Expr {
    case number(Int)
    indirect case add(Expr, Expr)
    indirect case multiply(Expr, Expr)
    indirect case negate(Expr)
}
func evaluate(_ e: Expr) -> Int {
    switch e {
    case let .number(v): v
    case let .add(l, r): evaluate(l) + evaluate(r)
    case let .multiply(l, r): evaluate(l) * evaluate(r)
    case let .negate(inner): -evaluate(inner)
    }
}
func render(_ e: Expr) -> String {
    switch e {
    case .number(let v): return String(v)
    case .add(let l, let r): return "(\(render(l)) + \(render(r)))"
    case .multiply(let l, let r): return "\(render(l)) * \(render(r))"
    case .negate(let inner): return "-\(render(inner))"
    }
}
let five = Expr.number(5), four = Expr.number(4)
let sum = Expr.add(five, four)
let product = Expr.multiply(sum, .number(2))
let tree = Expr.add(product, .negate(.number(3)))
print(render(tree), "=", evaluate(tree))
indirect enum List<T> {
    case empty
    case node(T, List<T>)
    func toArray() -> [T] {
        switch self {
        case .empty: []
        case let .node(head, tail): [head] + tail.toArray()
        }
    }
    func prepending(_ value: T) -> List<T> { .node(value, self) }
    var count: Int {
        if case let .node(_, tail) = self { 1 + tail.count } else { 0 }
    }
}
let list = List<String>.empty.prepending("c").prepending("b").prepending("a")
print(list.toArray(), list.count)
func depth(_ e: Expr) -> Int {
    switch e {
    case .number: 1
    case .negate(let x): 1 + depth(x)
    case .add(let l, let r), .multiply(let l, let r): 1 + max(depth(l), depth(r))
    }
}
print(depth(tree), depth(five))

// expect: ((5 + 4) * 2 + -3) = 15
// expect: ["a", "b", "c"] 3
// expect: 4 1
