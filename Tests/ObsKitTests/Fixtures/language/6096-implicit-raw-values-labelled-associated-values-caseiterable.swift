// Compiler test style (enum raw values and payloads): implicit raw values, labelled associated values, CaseIterable, computed properties and printing of cases
enum Planet: Int, CaseIterable {
    case mercury = 1, venus, earth, mars
    case jupiter = 10, saturn
}
print(Planet.allCases.map(\.rawValue))
print(Planet.allCases.count, Planet(rawValue: 3) as Any, Planet(rawValue: 5) as Any)
print(Planet.saturn, Planet.allCases.last!)

enum Glyph: Character { case star = "*", dash = "-", plus = "+" }
print(Glyph.dash.rawValue, Glyph(rawValue: "+") as Any)

enum Token: String, CaseIterable {
    case openParen = "(", closeParen = ")", identifier, number = "0-9"
}
print(Token.allCases.map(\.rawValue))
print(Token.identifier, Token(rawValue: "identifier") as Any)

enum Shape {
    case circle(radius: Double)
    case rect(width: Double, height: Double)
    case polygon(sides: Int, length: Double)
    case point
    var area: Double {
        switch self {
        case .circle(let r): return 3 * r * r
        case let .rect(width: w, height: h): return w * h
        case .polygon(let n, let l): return Double(n) * l
        case .point: return 0
        }
    }
}
let shapes: [Shape] = [.circle(radius: 2), .rect(width: 3, height: 4), .polygon(sides: 5, length: 1.5), .point]
for s in shapes { print(s, s.area) }
if case .rect(let w, height: let h) = shapes[1] { print("rect", w, h) }
let labeledCtor = Shape.rect(width:height:)
print(labeledCtor(1, 2))
let circleCtor: (Double) -> Shape = Shape.circle
print(circleCtor(0.5).area)
print(shapes.filter { if case .circle = $0 { return true }; return false }.count)

enum Level: Int, Comparable, CaseIterable {
    case low, mid, high
    static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
}
print(Level.allCases.sorted(by: >), Level.low < .high, Level.allCases.max()!)

// expect: [1, 2, 3, 4, 10, 11]
// expect: 6 Optional(main.Planet.earth) nil
// expect: saturn saturn
// expect: - Optional(main.Glyph.plus)
// expect: ["(", ")", "identifier", "0-9"]
// expect: identifier Optional(main.Token.identifier)
// expect: circle(radius: 2.0) 12.0
// expect: rect(width: 3.0, height: 4.0) 12.0
// expect: polygon(sides: 5, length: 1.5) 7.5
// expect: point 0.0
// expect: rect 3.0 4.0
// expect: rect(width: 1.0, height: 2.0)
// expect: 0.75
// expect: 1
// expect: [main.Level.high, main.Level.mid, main.Level.low] true high
