// Swift book style (Enumerations): CaseIterable, associated values, raw values and recursive enums
enum Drink: CaseIterable {
    case coffee, tea, juice
}
print("\(Drink.allCases.count) drinks:", Drink.allCases.map { "\($0)" }.joined(separator: ", "))

enum Barcode {
    case upc(Int, Int, Int, Int)
    case qrCode(String)
}
let codes: [Barcode] = [.upc(8, 85909, 51226, 3), .qrCode("ABCDEFGHIJKLMNOP")]
for code in codes {
    switch code {
    case let .upc(numberSystem, manufacturer, product, check):
        print("UPC: \(numberSystem), \(manufacturer), \(product), \(check).")
    case .qrCode(let productCode):
        print("QR code: \(productCode).")
    }
}

enum Month: Int {
    case jan = 1, feb, mar, apr
}
enum Element: String {
    case hydrogen, helium = "He", lithium
}
print(Month.mar.rawValue, Element.hydrogen.rawValue, Element.helium.rawValue, Element.lithium.rawValue)
print(Month(rawValue: 2).map { "\($0)" } ?? "none", Month(rawValue: 13) == nil)

indirect enum Expr {
    case number(Int)
    case add(Expr, Expr)
    case multiply(Expr, Expr)
    case negate(Expr)
}

func evaluate(_ e: Expr) -> Int {
    switch e {
    case let .number(v): return v
    case let .add(l, r): return evaluate(l) + evaluate(r)
    case let .multiply(l, r): return evaluate(l) * evaluate(r)
    case let .negate(x): return -evaluate(x)
    }
}

func show(_ e: Expr) -> String {
    switch e {
    case .number(let v): return "\(v)"
    case .add(let l, let r): return "(\(show(l)) + \(show(r)))"
    case .multiply(let l, let r): return "\(show(l)) * \(show(r))"
    case .negate(let x): return "-\(show(x))"
    }
}

let five = Expr.number(5)
let four = Expr.number(4)
let sum = Expr.add(five, four)
let product = Expr.multiply(sum, .negate(.number(2)))
print(show(product), "=", evaluate(product))

enum Shape: Equatable {
    case circle(radius: Int)
    case rect(w: Int, h: Int)
    var area: Int {
        switch self {
        case .circle(let r): return 3 * r * r
        case .rect(let w, let h): return w * h
        }
    }
}
let s: Shape = .rect(w: 3, h: 4)
print(s.area, Shape.circle(radius: 2).area, s == .rect(w: 3, h: 4), s == .circle(radius: 1))
if case .rect(let w, _) = s { print("rect width \(w)") }

enum Status: String, CaseIterable { case todo = "T", doing = "D", done = "X" }
print(Status.allCases.map(\.rawValue), Status.allCases.firstIndex(of: .doing)!)

// expect: 3 drinks: coffee, tea, juice
// expect: UPC: 8, 85909, 51226, 3.
// expect: QR code: ABCDEFGHIJKLMNOP.
// expect: 3 hydrogen He lithium
// expect: feb true
// expect: (5 + 4) * -2 = -18
// expect: 12 12 true false
// expect: rect width 3
// expect: ["T", "D", "X"] 1
