// Compiler test style: enums with associated values, raw values, CaseIterable and RawRepresentable init
enum Planet: Int, CaseIterable {
    case mercury = 1, venus, earth, mars
}
enum Suit: String, CaseIterable { case hearts, spades = "S", clubs }
enum Shape {
    case circle(radius: Double)
    case rect(w: Int, h: Int)
    case point
    var desc: String {
        switch self {
        case .circle(let r): return "circle r=\(r)"
        case let .rect(w, h) where w == h: return "square \(w)"
        case .rect(let w, let h): return "rect \(w)x\(h)"
        case .point: return "point"
        }
    }
}
indirect enum Expr {
    case num(Int)
    case add(Expr, Expr)
    case mul(Expr, Expr)
    func eval() -> Int {
        switch self {
        case .num(let n): return n
        case let .add(l, r): return l.eval() + r.eval()
        case let .mul(l, r): return l.eval() * r.eval()
        }
    }
}
print(Planet.allCases.count, Planet.allCases.map(\.rawValue))
print(Planet(rawValue: 3) as Any, Planet(rawValue: 9) as Any)
print(Suit.allCases.map(\.rawValue))
print(Suit(rawValue: "S") as Any, Suit(rawValue: "spades") as Any)
for s in [Shape.circle(radius: 1.5), .rect(w: 2, h: 2), .rect(w: 2, h: 3), .point] { print(s.desc) }
let e = Expr.add(.num(2), .mul(.num(3), .num(4)))
print(e.eval())
print(Shape.rect(w: 1, h: 2))
print(Planet.earth)
debugPrint(Planet.mars)
enum Status: Equatable { case ok, failed(code: Int) }
print(Status.failed(code: 3) == .failed(code: 3), Status.ok == .failed(code: 0))
if case .failed(let code) = Status.failed(code: 404) { print("code", code) }
struct Wrapper<T: RawRepresentable> { let v: T; var raw: T.RawValue { v.rawValue } }
print(Wrapper(v: Suit.clubs).raw, Wrapper(v: Planet.venus).raw)

// expect: 4 [1, 2, 3, 4]
// expect: Optional(main.Planet.earth) nil
// expect: ["hearts", "S", "clubs"]
// expect: Optional(main.Suit.spades) nil
// expect: circle r=1.5
// expect: square 2
// expect: rect 2x3
// expect: point
// expect: 14
// expect: rect(w: 1, h: 2)
// expect: earth
// expect: main.Planet.mars
// expect: true false
// expect: code 404
// expect: clubs 2
