// Book style (Extensions): protocol conformance added by extension, with Equatable and Comparable
struct Temperature {
    var kelvin: Double
}

extension Temperature {
    init(celsius: Double) { self.init(kelvin: celsius + 273.15) }
    var celsius: Double { kelvin - 273.15 }
}

extension Temperature: Comparable {
    static func < (lhs: Temperature, rhs: Temperature) -> Bool { lhs.kelvin < rhs.kelvin }
}

extension Temperature: CustomStringConvertible {
    var description: String { "\(celsius)°C" }
}

protocol Describable {
    var summary: String { get }
}

extension Describable {
    var summary: String { "a describable thing" }
    func shout() -> String { summary.uppercased() }
}

struct City: Describable {
    let name: String
    var readings: [Temperature]
}

extension City {
    var warmest: Temperature? { readings.max() }
    var summary: String { "\(name) with \(readings.count) readings" }
}

struct Rock: Describable {}

extension Array where Element == Temperature {
    var average: Double {
        isEmpty ? 0 : reduce(0) { $0 + $1.celsius } / Double(count)
    }
}

let t1 = Temperature(celsius: 20)
let t2 = Temperature(celsius: 25.5)
let t3 = Temperature(kelvin: 273.15)
print(t1, t2, t3)
print(t1 < t2, t1 == Temperature(celsius: 20), t3 >= t1)
print([t2, t3, t1].sorted())
print(max(t1, t2), min(t1, t3))

let city = City(name: "Porto", readings: [t1, t2, t3])
print(city.summary)
print(city.shout())
print(city.warmest as Any)
print(City(name: "Void", readings: []).warmest as Any)
print(Rock().summary, Rock().shout())
print(city.readings.average)
print([Temperature]().average)
let things: [Describable] = [city, Rock()]
print(things.map { $0.summary })
print(city.readings)

// expect: 20.0°C 25.5°C 0.0°C
// expect: true true false
// expect: [0.0°C, 20.0°C, 25.5°C]
// expect: 25.5°C 0.0°C
// expect: Porto with 3 readings
// expect: PORTO WITH 3 READINGS
// expect: Optional(25.5°C)
// expect: nil
// expect: a describable thing A DESCRIBABLE THING
// expect: 15.166666666666666
// expect: 0.0
// expect: ["Porto with 3 readings", "a describable thing"]
// expect: [20.0°C, 25.5°C, 0.0°C]
