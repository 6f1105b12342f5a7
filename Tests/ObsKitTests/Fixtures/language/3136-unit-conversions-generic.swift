// App code style: generic measurement helpers with protocol constraints, where clauses and static factories
protocol UnitType {
    static var symbol: String { get }
    static var toBase: Double { get }
}

enum Meters: UnitType { static let symbol = "m"; static let toBase = 1.0 }
enum Kilometers: UnitType { static let symbol = "km"; static let toBase = 1000.0 }
enum Centimeters: UnitType { static let symbol = "cm"; static let toBase = 0.01 }

struct Measurement<U: UnitType>: CustomStringConvertible, Comparable {
    var value: Double

    func converted<T: UnitType>(to: T.Type) -> Measurement<T> {
        Measurement<T>(value: value * U.toBase / T.toBase)
    }

    static func + (l: Self, r: Self) -> Self { Self(value: l.value + r.value) }
    static func < (l: Self, r: Self) -> Bool { l.value < r.value }
    static var zero: Self { Self(value: 0) }

    var description: String { "\(value)\(U.symbol)" }
}

extension Sequence {
    func total<U>() -> Measurement<U> where Element == Measurement<U> {
        reduce(.zero, +)
    }
}

let legs: [Measurement<Kilometers>] = [.init(value: 1.5), .init(value: 2.25), .init(value: 0.75)]
let distance: Measurement<Kilometers> = legs.total()
print("Total: \(distance)")
print("In meters: \(distance.converted(to: Meters.self))")
print("Longest leg: \(legs.max()!)")
print("Sorted: \(legs.sorted())")
let ruler = Measurement<Centimeters>(value: 30)
print("Ruler: \(ruler) = \(ruler.converted(to: Meters.self))")
print("Equal: \(Measurement<Meters>(value: 100) == Measurement<Meters>(value: 100))")
print([Meters.symbol, Kilometers.symbol, Centimeters.symbol].joined(separator: ","))
// expect: Total: 4.5km
// expect: In meters: 4500.0m
// expect: Longest leg: 2.25km
// expect: Sorted: [0.75km, 1.5km, 2.25km]
// expect: Ruler: 30.0cm = 0.3m
// expect: Equal: true
// expect: m,km,cm
