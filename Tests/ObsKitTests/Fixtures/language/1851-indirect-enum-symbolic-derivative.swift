// Compiler test style: indirect enums — symbolic differentiation and algebraic simplification by recursive pattern matching on a tree
indirect enum Term: Equatable {
    case const(Int)
    case x
    case sum(Term, Term)
    case product(Term, Term)
    case power(Term, Int)
}

func simplify(_ t: Term) -> Term {
    switch t {
    case .const, .x:
        return t
    case let .sum(a, b):
        switch (simplify(a), simplify(b)) {
        case (.const(0), let r), (let r, .const(0)): return r
        case let (.const(m), .const(n)): return .const(m + n)
        case let (l, r) where l == r: return simplify(.product(.const(2), l))
        case let (l, r): return .sum(l, r)
        }
    case let .product(a, b):
        switch (simplify(a), simplify(b)) {
        case (.const(0), _), (_, .const(0)): return .const(0)
        case (.const(1), let r), (let r, .const(1)): return r
        case let (.const(m), .const(n)): return .const(m * n)
        case let (.const(m), .product(.const(n), r)): return .product(.const(m * n), r)
        case let (l, r) where l == r: return .power(l, 2)
        case let (l, r): return .product(l, r)
        }
    case let .power(base, n):
        let b = simplify(base)
        switch (b, n) {
        case (_, 0): return .const(1)
        case (_, 1): return b
        case let (.const(c), n):
            var r = 1
            for _ in 0..<n { r *= c }
            return .const(r)
        default: return .power(b, n)
        }
    }
}

func derivative(_ t: Term) -> Term {
    switch t {
    case .const: return .const(0)
    case .x: return .const(1)
    case let .sum(a, b): return .sum(derivative(a), derivative(b))
    case let .product(a, b): return .sum(.product(derivative(a), b), .product(a, derivative(b)))
    case let .power(base, n): return .product(.product(.const(n), .power(base, n - 1)), derivative(base))
    }
}

func show(_ t: Term) -> String {
    switch t {
    case .const(let c): return "\(c)"
    case .x: return "x"
    case let .sum(a, b): return "(\(show(a)) + \(show(b)))"
    case let .product(a, b): return "\(show(a))*\(show(b))"
    case let .power(b, n): return "\(show(b))^\(n)"
    }
}

func value(_ t: Term, at x: Int) -> Int {
    switch t {
    case .const(let c): return c
    case .x: return x
    case let .sum(a, b): return value(a, at: x) + value(b, at: x)
    case let .product(a, b): return value(a, at: x) * value(b, at: x)
    case let .power(b, n): var r = 1; for _ in 0..<n { r *= value(b, at: x) }; return r
    }
}

let terms: [Term] = [
    .power(.x, 3),
    .sum(.product(.const(3), .power(.x, 2)), .product(.const(5), .x)),
    .product(.x, .x),
    .sum(.x, .x),
    .sum(.power(.sum(.x, .const(1)), 2), .const(7)),
]
for t in terms {
    let d = simplify(derivative(t))
    print("d/dx \(show(t)) = \(show(d));  f'(2) = \(value(d, at: 2))")
}
print(simplify(.product(.const(2), .product(.const(3), .x))) == .product(.const(6), .x))
print(show(simplify(.power(.sum(.const(1), .const(2)), 3))))

// expect: d/dx x^3 = 3*x^2;  f'(2) = 12
// expect: d/dx (3*x^2 + 5*x) = (6*x + 5);  f'(2) = 17
// expect: d/dx x*x = 2*x;  f'(2) = 4
// expect: d/dx (x + x) = 2;  f'(2) = 2
// expect: d/dx ((x + 1)^2 + 7) = 2*(x + 1);  f'(2) = 6
// expect: true
// expect: 27
