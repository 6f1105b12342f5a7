// Swift book style: temperature structures with initializers, computed properties and a generic converter protocol
protocol TemperatureScale {
    static var name: String { get }
    static func toCelsius(_ value: Double) -> Double
    static func fromCelsius(_ value: Double) -> Double
}

enum Celsius: TemperatureScale {
    static let name = "°C"
    static func toCelsius(_ value: Double) -> Double { value }
    static func fromCelsius(_ value: Double) -> Double { value }
}

enum Fahrenheit: TemperatureScale {
    static let name = "°F"
    static func toCelsius(_ value: Double) -> Double { (value - 32) * 5 / 9 }
    static func fromCelsius(_ value: Double) -> Double { value * 9 / 5 + 32 }
}

enum Kelvin: TemperatureScale {
    static let name = "K"
    static func toCelsius(_ value: Double) -> Double { value - 273.15 }
    static func fromCelsius(_ value: Double) -> Double { value + 273.15 }
}

struct Temperature<Scale: TemperatureScale>: CustomStringConvertible {
    var value: Double

    init(_ value: Double) { self.value = value }

    func converted<Other: TemperatureScale>(to: Other.Type) -> Temperature<Other> {
        Temperature<Other>(Other.fromCelsius(Scale.toCelsius(value)))
    }

    var description: String { "\(value)\(Scale.name)" }
}

struct Reading {
    var temperatureInCelsius: Double
    init(fromFahrenheit fahrenheit: Double) {
        temperatureInCelsius = (fahrenheit - 32.0) / 1.8
    }
    init(fromKelvin kelvin: Double) {
        temperatureInCelsius = kelvin - 273.15
    }
    init(_ celsius: Double) {
        temperatureInCelsius = celsius
    }
}

let boilingPointOfWater = Reading(fromFahrenheit: 212.0)
print(boilingPointOfWater.temperatureInCelsius)
let freezingPointOfWater = Reading(fromKelvin: 273.15)
print(freezingPointOfWater.temperatureInCelsius)
let bodyTemperature = Reading(37.0)
print(bodyTemperature.temperatureInCelsius)

let boiling = Temperature<Celsius>(100)
print(boiling)
print(boiling.converted(to: Fahrenheit.self))
print(boiling.converted(to: Kelvin.self))
let room = Temperature<Fahrenheit>(68)
print(room.converted(to: Celsius.self))
print(Temperature<Kelvin>(0).converted(to: Celsius.self))
print(Temperature<Kelvin>(0).converted(to: Fahrenheit.self))

let forecast: [Double] = [-40, 0, 21.5, 37, 100]
for c in forecast {
    let f = Temperature<Celsius>(c).converted(to: Fahrenheit.self)
    print("\(c) -> \(f.value)")
}

func warmest<S: TemperatureScale>(_ temps: [Temperature<S>]) -> Temperature<S>? {
    temps.max { $0.value < $1.value }
}
if let w = warmest([Temperature<Kelvin>(280), Temperature<Kelvin>(300.5), Temperature<Kelvin>(290)]) {
    print("warmest:", w)
}
print(warmest([Temperature<Celsius>]()) == nil)
print(Celsius.name, Fahrenheit.name, Kelvin.name)
// expect: 100.0
// expect: 0.0
// expect: 37.0
// expect: 100.0°C
// expect: 212.0°F
// expect: 373.15K
// expect: 20.0°C
// expect: -273.15°C
// expect: -459.66999999999996°F
// expect: -40.0 -> -40.0
// expect: 0.0 -> 32.0
// expect: 21.5 -> 70.7
// expect: 37.0 -> 98.6
// expect: 100.0 -> 212.0
// expect: warmest: 300.5K
// expect: true
// expect: °C °F K
