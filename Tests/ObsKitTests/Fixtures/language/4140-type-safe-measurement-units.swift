// App code style: type-safe measurement units with phantom types and conversions
protocol UnitDimension {
    static var baseSymbol: String { get }
}
enum Length: UnitDimension { static let baseSymbol = "m" }
enum Mass: UnitDimension { static let baseSymbol = "kg" }
enum Duration: UnitDimension { static let baseSymbol = "s" }

struct UnitOf<D: UnitDimension>: Hashable {
    let symbol: String
    let toBase: Double
    static func unit(_ symbol: String, _ factor: Double) -> UnitOf<D> { UnitOf(symbol: symbol, toBase: factor) }
}

extension UnitOf where D == Length {
    static let meters = unit("m", 1), kilometers = unit("km", 1000), feet = unit("ft", 0.3048), miles = unit("mi", 1609.344)
}
extension UnitOf where D == Mass {
    static let kilograms = unit("kg", 1), grams = unit("g", 0.001), pounds = unit("lb", 0.45359237)
}
extension UnitOf where D == Duration {
    static let seconds = unit("s", 1), minutes = unit("min", 60), hours = unit("h", 3600)
}

struct Measurement<D: UnitDimension>: CustomStringConvertible, Comparable {
    let value: Double
    let unit: UnitOf<D>

    func converted(to u: UnitOf<D>) -> Measurement<D> {
        Measurement(value: value * unit.toBase / u.toBase, unit: u)
    }
    private var base: Double { value * unit.toBase }

    static func + (a: Measurement, b: Measurement) -> Measurement {
        Measurement(value: a.value + b.converted(to: a.unit).value, unit: a.unit)
    }
    static func * (a: Measurement, k: Double) -> Measurement { Measurement(value: a.value * k, unit: a.unit) }
    static func < (a: Measurement, b: Measurement) -> Bool { a.base < b.base }
    static func == (a: Measurement, b: Measurement) -> Bool { abs(a.base - b.base) < 1e-9 }

    var description: String {
        let rounded = (value * 100).rounded() / 100
        return "\(rounded) \(unit.symbol)"
    }
}

func pace(distance: Measurement<Length>, time: Measurement<Duration>) -> String {
    let minutesPerKm = time.converted(to: .minutes).value / distance.converted(to: .kilometers).value
    let whole = Int(minutesPerKm)
    let secs = Int(((minutesPerKm - Double(whole)) * 60).rounded())
    return "\(whole):\(secs < 10 ? "0" : "")\(secs) min/km"
}

let run = Measurement(value: 5, unit: UnitOf<Length>.kilometers)
let extra = Measurement(value: 800, unit: UnitOf<Length>.meters)
let total = run + extra
print(total, total.converted(to: .miles), total.converted(to: .feet))
let time = Measurement(value: 31.5, unit: UnitOf<Duration>.minutes)
print(time.converted(to: .hours), time.converted(to: .seconds))
print("pace:", pace(distance: total, time: time))
let bags = [Measurement(value: 23, unit: UnitOf<Mass>.kilograms),
            Measurement(value: 40, unit: UnitOf<Mass>.pounds),
            Measurement(value: 18500, unit: UnitOf<Mass>.grams)]
print(bags.sorted().map(\.description))
print("heaviest:", bags.max()!, "sum:", bags.dropFirst().reduce(bags[0], +))
print(Measurement(value: 1, unit: UnitOf<Length>.miles) == Measurement(value: 1609.344, unit: .meters))
print(run * 2 > Measurement(value: 6, unit: .miles), D(Length.self), D(Mass.self))
func D<T: UnitDimension>(_ t: T.Type) -> String { "\(t):\(t.baseSymbol)" }
// expect: 5.8 km 3.6 mi 19028.87 ft
// expect: 0.53 h 1890.0 s
// expect: pace: 5:26 min/km
// expect: ["40.0 lb", "18500.0 g", "23.0 kg"]
// expect: heaviest: 23.0 kg sum: 59.64 kg
// expect: true
// expect: true Length:m Mass:kg
