// App code style: unit-conversion library with phantom types for dimensions
// known-gap: error: 3851-unit-conversion-library-phantom.swift:26:90: error: not supported yet: the type 'D' stands for here is not known (ObsREPL checks no types; write the generic arguments, as in 'Box<Int>(...)')
protocol Dimension { static var symbol: String { get } }
enum Length: Dimension { static let symbol = "m" }
enum Mass: Dimension { static let symbol = "kg" }
enum Duration: Dimension { static let symbol = "s" }

struct UnitDef<D: Dimension> {
    let name: String
    let toBase: Double
    static func custom(_ name: String, _ f: Double) -> UnitDef { UnitDef(name: name, toBase: f) }
}
extension UnitDef where D == Length {
    static let meters = UnitDef(name: "m", toBase: 1)
    static let kilometers = UnitDef(name: "km", toBase: 1000)
    static let feet = UnitDef(name: "ft", toBase: 0.3048)
}
extension UnitDef where D == Mass {
    static let kilograms = UnitDef(name: "kg", toBase: 1)
    static let pounds = UnitDef(name: "lb", toBase: 0.45359237)
}

struct Measure<D: Dimension>: CustomStringConvertible, Comparable {
    let base: Double
    init(_ value: Double, _ unit: UnitDef<D>) { base = value * unit.toBase }
    func value(in unit: UnitDef<D>) -> Double { base / unit.toBase }
    static func + (a: Measure, b: Measure) -> Measure { Measure(a.base + b.base, .custom(D.symbol, 1)) }
    static func * (k: Double, m: Measure) -> Measure { Measure(k * m.base, .custom(D.symbol, 1)) }
    static func < (a: Measure, b: Measure) -> Bool { a.base < b.base }
    var description: String { "\(rounded(base)) \(D.symbol)" }
}

func rounded(_ x: Double, _ places: Int = 3) -> Double {
    var p = 1.0
    for _ in 0..<places { p *= 10 }
    return (x * p).rounded() / p
}

let run = Measure(5, UnitDef.kilometers) + Measure(500, .meters)
print(run, rounded(run.value(in: .feet), 1), "ft")
let box = Measure(10, UnitDef<Mass>.pounds)
print(box, rounded(box.value(in: .kilograms), 2))
let heavier = max(box, Measure(4.5, .kilograms))
print("heavier:", heavier)
let lap = Measure<Duration>(90, .custom("min", 60))
print(lap, lap.value(in: .custom("h", 3600)))
print(2 * Measure(3, UnitDef.feet))
let lengths = [Measure(1, UnitDef.kilometers), Measure(3000, .feet), Measure(800, .meters)].sorted()
print(lengths.map { "\($0)" }.joined(separator: " < "))
// expect: 5500.0 m 18044.6 ft
// expect: 4.536 kg 4.54
// expect: heavier: 4.536 kg
// expect: 5400.0 s 1.5
// expect: 1.829 m
// expect: 800.0 m < 914.4 m < 1000.0 m
