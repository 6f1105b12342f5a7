// Phantom-type style (Distance<Unit>): units carried only in the type, converted through a protocol's static factor
protocol LengthUnit {
    static var symbol: String { get }
    static var metres: Double { get }
}
enum Metres: LengthUnit { static let symbol = "m"; static let metres = 1.0 }
enum Kilometres: LengthUnit { static let symbol = "km"; static let metres = 1000.0 }
enum Miles: LengthUnit { static let symbol = "mi"; static let metres = 1609.344 }

struct Distance<Unit: LengthUnit>: Comparable, CustomStringConvertible {
    var value: Double
    init(_ value: Double) { self.value = value }

    func converted<Target: LengthUnit>(to: Target.Type = Target.self) -> Distance<Target> {
        Distance<Target>(value * Unit.metres / Target.metres)
    }

    static func + (a: Self, b: Self) -> Self { Self(a.value + b.value) }
    static func * (a: Self, k: Double) -> Self { Self(a.value * k) }
    static func < (a: Self, b: Self) -> Bool { a.value < b.value }

    var description: String {
        let rounded = (value * 100).rounded() / 100
        return "\(rounded) \(Unit.symbol)"
    }
}

extension Sequence {
    func total<U>() -> Distance<U> where Element == Distance<U> {
        reduce(Distance<U>(0), +)
    }
}

func longest<U: LengthUnit>(_ legs: [Distance<U>]) -> Distance<U>? { legs.max() }

let legs: [Distance<Kilometres>] = [Distance(5), Distance(12.5), Distance(3.25)]
let trip: Distance<Kilometres> = legs.total()
print(trip)
print(trip.converted(to: Miles.self))
let inMetres: Distance<Metres> = trip.converted()
print(inMetres)
print(longest(legs)!, legs.sorted().map(\.value))
let run = Distance<Miles>(26.2)
print(run.converted(to: Kilometres.self), run * 2)
print(run.converted(to: Kilometres.self) > trip)
print(type(of: run), Distance<Metres>(1) == Distance<Metres>(1.0))

// expect: 20.75 km
// expect: 12.89 mi
// expect: 20750.0 m
// expect: 12.5 km [3.25, 5.0, 12.5]
// expect: 42.16 km 52.4 mi
// expect: true
// expect: Distance<Miles> true
