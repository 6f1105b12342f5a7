// Compiler test style (enums with methods): static functions and properties, computed properties, mutating methods and a custom Optional-like enum
enum Temperature {
    case celsius(Double)
    case fahrenheit(Double)
    static let freezing = Temperature.celsius(0)
    static func fromKelvin(_ k: Double) -> Temperature { .celsius(k - 273.15) }
    var inCelsius: Double {
        switch self {
        case .celsius(let c): return c
        case .fahrenheit(let f): return (f - 32) * 5 / 9
        }
    }
    var isHot: Bool { inCelsius > 30 }
    mutating func toFahrenheit() { self = .fahrenheit(inCelsius * 9 / 5 + 32) }
}
var t = Temperature.celsius(100)
print(t.inCelsius, t.isHot)
t.toFahrenheit()
print(t)
print(Temperature.freezing.inCelsius, Temperature.fromKelvin(300).isHot, Temperature.fahrenheit(212).inCelsius)

enum Maybe<Wrapped> {
    case nothing
    case just(Wrapped)
    init(_ v: Wrapped?) { self = v.map(Maybe.just) ?? .nothing }
    func map<U>(_ f: (Wrapped) -> U) -> Maybe<U> {
        if case .just(let w) = self { return .just(f(w)) }
        return .nothing
    }
    func flatMap<U>(_ f: (Wrapped) -> Maybe<U>) -> Maybe<U> {
        if case .just(let w) = self { return f(w) }
        return .nothing
    }
    func or(_ fallback: Wrapped) -> Wrapped { if case .just(let w) = self { return w }; return fallback }
    var isNothing: Bool { if case .nothing = self { return true }; return false }
    static func ?? (l: Maybe, r: Wrapped) -> Wrapped { l.or(r) }
}
extension Maybe: Equatable where Wrapped: Equatable {}
extension Maybe: CustomStringConvertible {
    var description: String { if case .just(let w) = self { return "Just(\(w))" }; return "Nothing" }
}
func safeDiv(_ a: Int, _ b: Int) -> Maybe<Int> { b == 0 ? .nothing : .just(a / b) }
print(safeDiv(10, 2), safeDiv(1, 0))
print(safeDiv(100, 5).flatMap { safeDiv($0, 4) }, safeDiv(100, 5).flatMap { safeDiv($0, 0) })
print(Maybe(Int("42")).map { $0 + 1 }, Maybe(Int("x")).map { $0 + 1 })
print(safeDiv(9, 0) ?? -1, safeDiv(9, 3) ?? -1, Maybe<String>.nothing.isNothing)
print(Maybe.just(3) == .just(3), Maybe.just(3) == .nothing, [Maybe.just("a"), .nothing])

enum Op: String, CaseIterable {
    case add = "+", sub = "-", mul = "*"
    static func parse(_ s: String) -> Op? { Op(rawValue: s) }
    static var symbols: String { allCases.map(\.rawValue).joined() }
    func apply(_ a: Int, _ b: Int) -> Int {
        switch self { case .add: return a + b; case .sub: return a - b; case .mul: return a * b }
    }
    var inverse: Op? { switch self { case .add: return .sub; case .sub: return .add; case .mul: return nil } }
}
print(Op.symbols, Op.parse("*")?.apply(6, 7) ?? 0, Op.parse("/") as Any)
print(Op.allCases.map { "\($0.rawValue)\($0.inverse?.rawValue ?? "?")" })

enum Light {
    case red, yellow, green
    mutating func advance() { switch self { case .red: self = .green; case .green: self = .yellow; case .yellow: self = .red } }
}
var light = Light.red
var seq: [Light] = []
for _ in 0..<4 { seq.append(light); light.advance() }
print(seq)

// expect: 100.0 true
// expect: fahrenheit(212.0)
// expect: 0.0 false 100.0
// expect: Just(5) Nothing
// expect: Just(5) Nothing
// expect: Just(43) Nothing
// expect: -1 3 true
// expect: true false [Just(a), Nothing]
// expect: +-* 42 nil
// expect: ["+-", "-+", "*?"]
// expect: [main.Light.red, main.Light.green, main.Light.yellow, main.Light.red]
