// Swift book style (Enumerations): raw values, implicit raw values, init?(rawValue:) and indirect cases
enum Element: Int {
    case hydrogen = 1, helium, lithium, beryllium
}
print(Element.lithium.rawValue)
enum Compass: String {
    case north, south
    case east = "E"
}
print(Compass.south.rawValue, Compass.east.rawValue)

for n in [2, 9] {
    if let e = Element(rawValue: n) {
        print("\(n) is \(e)")
    } else {
        print("no element at \(n)")
    }
}

indirect enum Expr {
    case number(Int)
    case add(Expr, Expr)
    case multiply(Expr, Expr)
    case negate(Expr)
}

func evaluate(_ e: Expr) -> Int {
    switch e {
    case .number(let v): return v
    case let .add(a, b): return evaluate(a) + evaluate(b)
    case let .multiply(a, b): return evaluate(a) * evaluate(b)
    case .negate(let inner): return -evaluate(inner)
    }
}
func render(_ e: Expr) -> String {
    switch e {
    case .number(let v): return "\(v)"
    case let .add(a, b): return "(\(render(a)) + \(render(b)))"
    case let .multiply(a, b): return "\(render(a)) * \(render(b))"
    case .negate(let inner): return "-\(render(inner))"
    }
}
let five = Expr.number(5)
let four = Expr.number(4)
let sum = Expr.add(five, four)
let product = Expr.multiply(sum, .number(2))
let whole = Expr.add(product, .negate(.number(3)))
print(render(whole), "=", evaluate(whole))

// expect: 3
// expect: south E
// expect: 2 is helium
// expect: no element at 9
// expect: ((5 + 4) * 2 + -3) = 15
