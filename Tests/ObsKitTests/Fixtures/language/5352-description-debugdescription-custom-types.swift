// Swift by Sundell style (CustomStringConvertible): description and debugDescription on custom types
struct Money: CustomStringConvertible, CustomDebugStringConvertible {
    let cents: Int
    let currency: String

    var description: String {
        let sign = cents < 0 ? "-" : ""
        let absolute = abs(cents)
        let fraction = absolute % 100
        return "\(sign)\(absolute / 100).\(fraction < 10 ? "0" : "")\(fraction) \(currency)"
    }
    var debugDescription: String { "Money(\(cents), \(currency))" }
}

enum Token: CustomStringConvertible {
    case number(Int)
    case op(Character)
    case paren(open: Bool)

    var description: String {
        switch self {
        case .number(let n): return "num(\(n))"
        case .op(let c): return "op(\(c))"
        case .paren(let open): return open ? "(" : ")"
        }
    }
}

struct Plain {
    let a: Int
    let b: String
}

let prices = [Money(cents: 1999, currency: "EUR"), Money(cents: 5, currency: "USD"), Money(cents: -250, currency: "NOK")]
for p in prices { print(p) }
print(prices)
debugPrint(prices[0])
print(String(describing: prices[1]), String(reflecting: prices[1]))
print("total: \(Money(cents: prices.map(\.cents).reduce(0, +), currency: "MIX"))")

let tokens: [Token] = [.paren(open: true), .number(3), .op("+"), .number(4), .paren(open: false)]
print(tokens.map(\.description).joined(separator: " "))
print(tokens)
print(Plain(a: 1, b: "x"))
print([Plain(a: 2, b: "y")])
let opt: Money? = prices.first
print(opt as Any)
print(opt.map(String.init(describing:)) ?? "none")

// expect: 19.99 EUR
// expect: 0.05 USD
// expect: -2.50 NOK
// expect: [Money(1999, EUR), Money(5, USD), Money(-250, NOK)]
// expect: Money(1999, EUR)
// expect: 0.05 USD Money(5, USD)
// expect: total: 17.54 MIX
// expect: ( num(3) op(+) num(4) )
// expect: [(, num(3), op(+), num(4), )]
// expect: Plain(a: 1, b: "x")
// expect: [main.Plain(a: 2, b: "y")]
// expect: Optional(Money(1999, EUR))
// expect: 19.99 EUR
