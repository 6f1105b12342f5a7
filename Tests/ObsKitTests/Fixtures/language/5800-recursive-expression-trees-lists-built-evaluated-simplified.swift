// Compiler test style (indirect enums): recursive expression trees and lists built and evaluated, simplified and printed
indirect enum Expr {
    case num(Int)
    case variable(String)
    case add(Expr, Expr)
    case mul(Expr, Expr)
    case neg(Expr)
    case letIn(String, Expr, Expr)
}

func eval(_ e: Expr, _ env: [String: Int] = [:]) -> Int {
    switch e {
    case .num(let n): return n
    case .variable(let v): return env[v] ?? 0
    case let .add(l, r): return eval(l, env) + eval(r, env)
    case let .mul(l, r): return eval(l, env) * eval(r, env)
    case .neg(let x): return -eval(x, env)
    case let .letIn(name, value, body):
        var inner = env
        inner[name] = eval(value, env)
        return eval(body, inner)
    }
}
func show(_ e: Expr) -> String {
    switch e {
    case .num(let n): return "\(n)"
    case .variable(let v): return v
    case let .add(l, r): return "(\(show(l)) + \(show(r)))"
    case let .mul(l, r): return "\(show(l)) * \(show(r))"
    case .neg(let x): return "-\(show(x))"
    case let .letIn(n, v, b): return "let \(n) = \(show(v)) in \(show(b))"
    }
}
func simplify(_ e: Expr) -> Expr {
    switch e {
    case .add(.num(0), let x), .add(let x, .num(0)): return simplify(x)
    case .mul(.num(1), let x), .mul(let x, .num(1)): return simplify(x)
    case .mul(.num(0), _), .mul(_, .num(0)): return .num(0)
    case let .add(l, r): return .add(simplify(l), simplify(r))
    case let .mul(l, r): return .mul(simplify(l), simplify(r))
    case .neg(.neg(let x)): return simplify(x)
    case .neg(let x): return .neg(simplify(x))
    default: return e
    }
}

let e1: Expr = .add(.num(2), .mul(.num(3), .num(4)))
print(show(e1), "=", eval(e1))
let e2: Expr = .letIn("x", .num(5), .mul(.variable("x"), .add(.variable("x"), .num(1))))
print(show(e2), "=", eval(e2))
let e3: Expr = .add(.num(0), .mul(.num(1), .neg(.neg(.variable("y")))))
print(show(e3), "->", show(simplify(e3)), "=", eval(e3, ["y": 9]))
print(show(simplify(.mul(.add(.num(1), .num(2)), .num(0)))))

enum List<T> {
    case empty
    indirect case cons(T, List<T>)
    init(_ xs: [T]) { self = xs.reversed().reduce(.empty) { .cons($1, $0) } }
    var count: Int { if case let .cons(_, rest) = self { return 1 + rest.count } else { return 0 } }
    func map<U>(_ f: (T) -> U) -> List<U> {
        switch self { case .empty: return .empty; case let .cons(h, t): return .cons(f(h), t.map(f)) }
    }
    var array: [T] { if case let .cons(h, t) = self { return [h] + t.array } else { return [] } }
}
let l = List([1, 2, 3, 4])
print(l.count, l.map { $0 * $0 }.array, List<String>.empty.count)
print(List(["a", "b"]).map { $0 + "!" }.array)

indirect enum Tree { case leaf, node(Tree, Int, Tree) }
func insert(_ t: Tree, _ v: Int) -> Tree {
    guard case let .node(l, x, r) = t else { return .node(.leaf, v, .leaf) }
    return v < x ? .node(insert(l, v), x, r) : .node(l, x, insert(r, v))
}
func inorder(_ t: Tree) -> [Int] { if case let .node(l, x, r) = t { return inorder(l) + [x] + inorder(r) }; return [] }
func depth(_ t: Tree) -> Int { if case let .node(l, _, r) = t { return 1 + max(depth(l), depth(r)) }; return 0 }
let t = [5, 2, 8, 1, 9, 3].reduce(Tree.leaf, insert)
print(inorder(t), depth(t))

// expect: (2 + 3 * 4) = 14
// expect: let x = 5 in x * (x + 1) = 30
// expect: (0 + 1 * --y) -> y = 9
// expect: 0
// expect: 4 [1, 4, 9, 16] 0
// expect: ["a!", "b!"]
// expect: [1, 2, 3, 5, 8, 9] 3
