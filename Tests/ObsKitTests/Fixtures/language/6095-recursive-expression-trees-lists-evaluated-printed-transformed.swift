// Compiler test style (indirect enums): recursive expression trees and lists, evaluated, printed and transformed recursively
indirect enum Expr {
    case num(Int)
    case neg(Expr)
    case add(Expr, Expr)
    case mul(Expr, Expr)
    case let_(name: String, value: Expr, body: Expr)
    case ref(String)
}

func eval(_ e: Expr, _ env: [String: Int] = [:]) -> Int {
    switch e {
    case .num(let n): return n
    case .neg(let x): return -eval(x, env)
    case let .add(a, b): return eval(a, env) + eval(b, env)
    case let .mul(a, b): return eval(a, env) * eval(b, env)
    case let .let_(name, value, body):
        var inner = env
        inner[name] = eval(value, env)
        return eval(body, inner)
    case .ref(let name): return env[name] ?? 0
    }
}

func show(_ e: Expr) -> String {
    switch e {
    case .num(let n): return "\(n)"
    case .neg(let x): return "-\(show(x))"
    case .add(let a, let b): return "(\(show(a)) + \(show(b)))"
    case .mul(let a, let b): return "\(show(a)) * \(show(b))"
    case .let_(let n, let v, let b): return "let \(n) = \(show(v)) in \(show(b))"
    case .ref(let n): return n
    }
}

func simplify(_ e: Expr) -> Expr {
    switch e {
    case .add(.num(0), let x), .add(let x, .num(0)): return simplify(x)
    case .mul(.num(1), let x), .mul(let x, .num(1)): return simplify(x)
    case .mul(.num(0), _), .mul(_, .num(0)): return .num(0)
    case .neg(.neg(let x)): return simplify(x)
    case let .add(a, b): return .add(simplify(a), simplify(b))
    case let .mul(a, b): return .mul(simplify(a), simplify(b))
    default: return e
    }
}

let e1 = Expr.add(.num(2), .mul(.num(3), .neg(.num(4))))
print(show(e1), "=", eval(e1))
let e2 = Expr.let_(name: "x", value: .num(5), body: .mul(.ref("x"), .add(.ref("x"), .num(1))))
print(show(e2), "=", eval(e2))
let e3 = Expr.add(.num(0), .mul(.num(1), .neg(.neg(.ref("y")))))
print(show(e3), "->", show(simplify(e3)), "=", eval(simplify(e3), ["y": 9]))
print(show(simplify(.mul(.add(.num(1), .num(0)), .num(0)))))

enum List<T> {
    case end
    indirect case cons(T, List<T>)
    func map<U>(_ f: (T) -> U) -> List<U> {
        switch self {
        case .end: return .end
        case let .cons(h, t): return .cons(f(h), t.map(f))
        }
    }
    var array: [T] {
        if case let .cons(h, t) = self { return [h] + t.array }
        return []
    }
}
let list = List.cons(1, .cons(2, .cons(3, .end)))
print(list.array, list.map { $0 * $0 }.array, list.map(String.init).array)

// expect: (2 + 3 * -4) = -10
// expect: let x = 5 in x * (x + 1) = 30
// expect: (0 + 1 * --y) -> y = 9
// expect: 0
// expect: [1, 2, 3] [1, 4, 9] ["1", "2", "3"]
