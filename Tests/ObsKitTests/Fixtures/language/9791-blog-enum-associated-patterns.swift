// Swift by Sundell style: enums with associated values and pattern matching
enum Payment {
    case cash(amount: Int)
    case card(number: String, amount: Int)
    case voucher(code: String)
    case split([Payment])
}

func total(_ p: Payment) -> Int {
    switch p {
    case .cash(let amount), .card(_, let amount):
        return amount
    case .voucher(let code) where code.hasPrefix("GOLD"):
        return 50
    case .voucher:
        return 10
    case .split(let parts):
        return parts.map(total).reduce(0, +)
    }
}

func describe(_ p: Payment) -> String {
    switch p {
    case .cash(0): return "nothing in cash"
    case .cash(let a) where a >= 100: return "big cash payment of \(a)"
    case .cash(let a): return "cash \(a)"
    case let .card(number, amount):
        return "card ending \(number.suffix(4)) for \(amount)"
    case .voucher(let code): return "voucher \(code)"
    case .split(let parts) where parts.isEmpty: return "empty split"
    case .split(let parts): return "split into \(parts.count): " + parts.map(describe).joined(separator: "; ")
    }
}

let payments: [Payment] = [
    .cash(amount: 0), .cash(amount: 250), .cash(amount: 12),
    .card(number: "4111222233334444", amount: 80),
    .voucher(code: "GOLD-7"), .voucher(code: "BASIC"),
    .split([.cash(amount: 5), .card(number: "9999888877776666", amount: 20)]),
    .split([]),
]
for p in payments {
    print(describe(p), "=>", total(p))
}

// if case / guard case / for case
if case .card(let n, _) = payments[3] {
    print("first card prefix:", n.prefix(4))
}
for case .cash(let a) in payments where a > 0 {
    print("cash amount", a)
}
func voucherCode(_ p: Payment) -> String? {
    guard case .voucher(let code) = p else { return nil }
    return code
}
print(payments.compactMap(voucherCode))

// Indirect enum for expressions
indirect enum Expr {
    case num(Int)
    case add(Expr, Expr)
    case mul(Expr, Expr)
    case neg(Expr)
}
func eval(_ e: Expr) -> Int {
    switch e {
    case .num(let n): return n
    case let .add(a, b): return eval(a) + eval(b)
    case let .mul(a, b): return eval(a) * eval(b)
    case .neg(let x): return -eval(x)
    }
}
func show(_ e: Expr) -> String {
    switch e {
    case .num(let n): return "\(n)"
    case let .add(a, b): return "(\(show(a)) + \(show(b)))"
    case let .mul(a, b): return "\(show(a)) * \(show(b))"
    case .neg(let x): return "-\(show(x))"
    }
}
let expr = Expr.mul(.add(.num(2), .num(3)), .neg(.num(4)))
print(show(expr), "=", eval(expr))

// Tuple patterns and optional patterns
let points: [(Int, Int)?] = [(0, 0), (3, 0), nil, (0, -2), (2, 2), (1, 5)]
for case let (x, y)? in points {
    switch (x, y) {
    case (0, 0): print("origin")
    case (_, 0): print("on x axis at \(x)")
    case (0, _): print("on y axis at \(y)")
    case let (a, b) where a == b: print("diagonal \(a)")
    default: print("elsewhere (\(x), \(y))")
    }
}

// expect: nothing in cash => 0
// expect: big cash payment of 250 => 250
// expect: cash 12 => 12
// expect: card ending 4444 for 80 => 80
// expect: voucher GOLD-7 => 50
// expect: voucher BASIC => 10
// expect: split into 2: cash 5; card ending 6666 for 20 => 25
// expect: empty split => 0
// expect: first card prefix: 4111
// expect: cash amount 250
// expect: cash amount 12
// expect: ["GOLD-7", "BASIC"]
// expect: (2 + 3) * -4 = -20
// expect: origin
// expect: on x axis at 3
// expect: on y axis at -2
// expect: diagonal 2
// expect: elsewhere (1, 5)
