// Compiler test style: symbolic differentiation over an indirect enum with simplifying constructors
indirect enum Term {
    case const(Int)
    case x
    case sum(Term, Term)
    case product(Term, Term)
    case power(Term, Int)
}

func add(_ a: Term, _ b: Term) -> Term {
    switch (a, b) {
    case (.const(0), let t), (let t, .const(0)): return t
    case let (.const(m), .const(n)): return .const(m + n)
    default: return .sum(a, b)
    }
}

func mul(_ a: Term, _ b: Term) -> Term {
    switch (a, b) {
    case (.const(0), _), (_, .const(0)): return .const(0)
    case (.const(1), let t), (let t, .const(1)): return t
    case let (.const(m), .const(n)): return .const(m * n)
    case let (.const(m), .product(.const(n), t)): return .product(.const(m * n), t)
    default: return .product(a, b)
    }
}

func pow(_ t: Term, _ n: Int) -> Term {
    switch n {
    case 0: return .const(1)
    case 1: return t
    default: return .power(t, n)
    }
}

func derive(_ t: Term) -> Term {
    switch t {
    case .const: return .const(0)
    case .x: return .const(1)
    case let .sum(a, b): return add(derive(a), derive(b))
    case let .product(a, b): return add(mul(derive(a), b), mul(a, derive(b)))
    case let .power(base, n): return mul(mul(.const(n), pow(base, n - 1)), derive(base))
    }
}

func show(_ t: Term) -> String {
    switch t {
    case .const(let n): return "\(n)"
    case .x: return "x"
    case let .sum(a, b): return "\(show(a)) + \(show(b))"
    case let .product(.const(n), .x): return "\(n)x"
    case let .product(a, b):
        let l: String
        if case .sum = a { l = "(\(show(a)))" } else { l = show(a) }
        let r: String
        if case .sum = b { r = "(\(show(b)))" } else { r = show(b) }
        return "\(l)*\(r)"
    case let .power(.x, n): return "x^\(n)"
    case let .power(b, n): return "(\(show(b)))^\(n)"
    }
}

func evaluate(_ t: Term, at v: Int) -> Int {
    switch t {
    case .const(let n): return n
    case .x: return v
    case let .sum(a, b): return evaluate(a, at: v) + evaluate(b, at: v)
    case let .product(a, b): return evaluate(a, at: v) * evaluate(b, at: v)
    case let .power(b, n):
        let base = evaluate(b, at: v)
        return (0..<n).reduce(1) { acc, _ in acc * base }
    }
}

let terms: [Term] = [
    .const(7),
    .x,
    .product(.const(3), .x),
    .power(.x, 2),
    .sum(.power(.x, 3), .product(.const(2), .x)),
    .product(.x, .x),
    .power(.sum(.x, .const(1)), 2),
    .product(.const(4), .power(.x, 3)),
]

for t in terms {
    let d = derive(t)
    print("d/dx [\(show(t))] = \(show(d))")
    print("   at x=2: f=\(evaluate(t, at: 2)), f'=\(evaluate(d, at: 2))")
}
let second = derive(derive(.power(.x, 4)))
print("second derivative of x^4: \(show(second))")

// Expected output:
// expect: d/dx [7] = 0
// expect:    at x=2: f=7, f'=0
// expect: d/dx [x] = 1
// expect:    at x=2: f=2, f'=1
// expect: d/dx [3x] = 3
// expect:    at x=2: f=6, f'=3
// expect: d/dx [x^2] = 2x
// expect:    at x=2: f=4, f'=4
// expect: d/dx [x^3 + 2x] = 3*x^2 + 2
// expect:    at x=2: f=12, f'=14
// expect: d/dx [x*x] = x + x
// expect:    at x=2: f=4, f'=4
// expect: d/dx [(x + 1)^2] = 2*(x + 1)
// expect:    at x=2: f=9, f'=6
// expect: d/dx [4*x^3] = 12*x^2
// expect:    at x=2: f=32, f'=48
// expect: second derivative of x^4: 12*x^2
