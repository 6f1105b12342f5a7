// App code style: protocol static requirements and Self return types for a units library
protocol Measurement: CustomStringConvertible, Comparable {
    static var unitSymbol: String { get }
    static var zero: Self { get }
    var value: Double { get }
    init(_ value: Double)
}

extension Measurement {
    static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.value + rhs.value) }
    static func * (lhs: Self, rhs: Double) -> Self { Self(lhs.value * rhs) }
    static func < (lhs: Self, rhs: Self) -> Bool { lhs.value < rhs.value }
    var description: String { "\(value)\(Self.unitSymbol)" }
    static var zero: Self { Self(0) }
}

struct Meters: Measurement {
    static let unitSymbol = "m"
    let value: Double
    init(_ value: Double) { self.value = value }
}

struct Kilograms: Measurement {
    static let unitSymbol = "kg"
    let value: Double
    init(_ value: Double) { self.value = value }
}

func total<M: Measurement>(_ items: [M]) -> M {
    items.reduce(M.zero, +)
}

let legs = [Meters(120), Meters(80.5), Meters(42)]
print(total(legs))
print(legs.max()!)
print(legs.sorted().map { $0.description })
let parcels = [Kilograms(2.5), Kilograms(0.75)]
print(total(parcels))
print(total(parcels) * 4)
print(Meters.zero, Kilograms.zero)
print(Meters(3) < Meters(4), Meters(5) == Meters(5))

func describeUnit<M: Measurement>(_ type: M.Type) -> String {
    "unit \(M.unitSymbol), zero = \(type.zero)"
}
print(describeUnit(Meters.self))
print(describeUnit(Kilograms.self))
// expect: 242.5m
// expect: 120.0m
// expect: ["42.0m", "80.5m", "120.0m"]
// expect: 3.25kg
// expect: 13.0kg
// expect: 0.0m 0.0kg
// expect: true true
// expect: unit m, zero = 0.0m
// expect: unit kg, zero = 0.0kg
