// Enumerations: recursive indirect enums, CaseIterable, enums with computed properties
// expected output: swiftc 6.3.1 (Linux), run on this machine
indirect enum Expr {
    case number(Int)
    case add(Expr, Expr)
    case mul(Expr, Expr)
    case neg(Expr)
}
func eval(_ e: Expr) -> Int {
    switch e {
    case .number(let v): return v
    case let .add(a, b): return eval(a) + eval(b)
    case let .mul(a, b): return eval(a) * eval(b)
    case .neg(let a): return -eval(a)
    }
}
func render(_ e: Expr) -> String {
    switch e {
    case .number(let v): return "\(v)"
    case let .add(a, b): return "(\(render(a)) + \(render(b)))"
    case let .mul(a, b): return "\(render(a)) * \(render(b))"
    case .neg(let a): return "-\(render(a))"
    }
}
let five = Expr.number(5), four = Expr.number(4)
let expr = Expr.mul(.add(five, four), .neg(.number(2)))
print(render(expr), "=", eval(expr))

enum List<T> {
    case empty
    indirect case node(T, List<T>)
    func toArray() -> [T] {
        switch self {
        case .empty: return []
        case let .node(v, rest): return [v] + rest.toArray()
        }
    }
}
let list: List<String> = .node("a", .node("b", .node("c", .empty)))
print(list.toArray())

enum Beverage: String, CaseIterable {
    case coffee, tea, juice
    var caffeinated: Bool { self != .juice }
}
print("\(Beverage.allCases.count) beverages available")
for b in Beverage.allCases {
    print(b, b.rawValue.capitalizedFirst, b.caffeinated)
}
extension String {
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
enum Suit: CaseIterable, Comparable { case clubs, diamonds, hearts, spades }
print(Suit.allCases.max()!, Suit.hearts > Suit.diamonds)
print(Suit.allCases.map { "\($0)" }.joined(separator: "|"))
// expect: (5 + 4) * -2 = -18
// expect: ["a", "b", "c"]
// expect: 3 beverages available
// expect: coffee Coffee true
// expect: tea Tea true
// expect: juice Juice false
// expect: spades true
// expect: clubs|diamonds|hearts|spades
