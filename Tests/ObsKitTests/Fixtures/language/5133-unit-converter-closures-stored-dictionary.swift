// App code style: unit converter with closures stored in a dictionary
enum Quantity: String, CaseIterable {
    case length, mass, temperature
}

struct Unit: Hashable, CustomStringConvertible {
    let symbol: String
    let quantity: Quantity
    var description: String { symbol }
}

struct Converter {
    private var toBase: [String: (Double) -> Double] = [:]
    private var fromBase: [String: (Double) -> Double] = [:]
    private(set) var units: [Unit] = []

    mutating func register(_ unit: Unit, toBase: @escaping (Double) -> Double, fromBase: @escaping (Double) -> Double) {
        units.append(unit)
        self.toBase[unit.symbol] = toBase
        self.fromBase[unit.symbol] = fromBase
    }

    mutating func registerLinear(_ unit: Unit, factor: Double) {
        register(unit, toBase: { $0 * factor }, fromBase: { $0 / factor })
    }

    func convert(_ value: Double, from: Unit, to: Unit) -> Double? {
        guard from.quantity == to.quantity,
              let f = toBase[from.symbol], let g = fromBase[to.symbol] else { return nil }
        return g(f(value))
    }
}

func fmt(_ x: Double, places: Int = 2) -> String {
    var p = 1.0
    for _ in 0..<places { p *= 10 }
    let shifted = x * p
    let r = Double(Int(shifted < 0 ? shifted - 0.5 : shifted + 0.5)) / p
    var s = "\(r)"
    if let dot = s.firstIndex(of: ".") {
        let decimals = s.distance(from: dot, to: s.endIndex) - 1
        if decimals < places { s += String(repeating: "0", count: places - decimals) }
    }
    return s
}

let m = Unit(symbol: "m", quantity: .length)
let km = Unit(symbol: "km", quantity: .length)
let ft = Unit(symbol: "ft", quantity: .length)
let kg = Unit(symbol: "kg", quantity: .mass)
let lb = Unit(symbol: "lb", quantity: .mass)
let c = Unit(symbol: "C", quantity: .temperature)
let f = Unit(symbol: "F", quantity: .temperature)
let k = Unit(symbol: "K", quantity: .temperature)

var conv = Converter()
conv.registerLinear(m, factor: 1)
conv.registerLinear(km, factor: 1000)
conv.registerLinear(ft, factor: 0.3048)
conv.registerLinear(kg, factor: 1)
conv.registerLinear(lb, factor: 0.45359237)
conv.register(c, toBase: { $0 }, fromBase: { $0 })
conv.register(f, toBase: { ($0 - 32) * 5 / 9 }, fromBase: { $0 * 9 / 5 + 32 })
conv.register(k, toBase: { $0 - 273.15 }, fromBase: { $0 + 273.15 })

let jobs: [(Double, Unit, Unit)] = [
    (5, km, ft), (1000, ft, m), (72, kg, lb), (100, c, f), (-40, f, c), (0, k, f), (3, m, kg),
]
for (value, from, to) in jobs {
    if let result = conv.convert(value, from: from, to: to) {
        print("\(fmt(value)) \(from) = \(fmt(result)) \(to)")
    } else {
        print("cannot convert \(from) to \(to)")
    }
}
let grouped = Dictionary(grouping: conv.units, by: \.quantity)
for q in Quantity.allCases {
    print(q.rawValue.padding(toLength: 12), grouped[q, default: []].map(\.symbol))
}

extension String {
    func padding(toLength n: Int) -> String {
        count < n ? self + String(repeating: " ", count: n - count) : self
    }
}

// expect: 5.00 km = 16404.20 ft
// expect: 1000.00 ft = 304.80 m
// expect: 72.00 kg = 158.73 lb
// expect: 100.00 C = 212.00 F
// expect: -40.00 F = -40.00 C
// expect: 0.00 K = -459.67 F
// expect: cannot convert m to kg
// expect: length       ["m", "km", "ft"]
// expect: mass         ["kg", "lb"]
// expect: temperature  ["C", "F", "K"]
