// RegexBuilder style (sensor readings): capture signed decimals with a Double transform and unit ChoiceOf
import Foundation
import RegexBuilder

enum Unit: String {
    case celsius = "C", fahrenheit = "F", kelvin = "K"
}

let signedDecimal = Regex {
    Optionally(CharacterClass.anyOf("+-"))
    OneOrMore(.digit)
    Optionally {
        "."
        OneOrMore(.digit)
    }
}

let reading = Regex {
    Capture { OneOrMore(.word) }
    ":"
    ZeroOrMore(.whitespace)
    TryCapture { signedDecimal } transform: { Double($0) }
    Optionally(" ")
    Optionally("°")
    TryCapture {
        CharacterClass.anyOf("CFK")
    } transform: { Unit(rawValue: String($0)) }
}

func toCelsius(_ v: Double, _ u: Unit) -> Double {
    switch u {
    case .celsius: return v
    case .fahrenheit: return (v - 32) * 5 / 9
    case .kelvin: return v - 273.15
    }
}

let data = "kitchen: 21.5°C, attic:-3 C, garage: 50F, lab: 300.15K, porch: +12.25 °C, server: 95 X"
var readings: [(String, Double)] = []
for m in data.matches(of: reading) {
    let (_, room, value, unit) = m.output
    let c = toCelsius(value, unit)
    readings.append((String(room), c))
    print(room, value, unit, "->", (c * 100).rounded() / 100)
}
let avg = readings.map(\.1).reduce(0, +) / Double(readings.count)
print("average:", (avg * 100).rounded() / 100)
let coldest = readings.min { $0.1 < $1.1 }!
print("coldest:", coldest.0)
print(data.matches(of: signedDecimal).count)
// expect: kitchen 21.5 celsius -> 21.5
// expect: attic -3.0 celsius -> -3.0
// expect: garage 50.0 fahrenheit -> 10.0
// expect: lab 300.15 kelvin -> 27.0
// expect: porch 12.25 celsius -> 12.25
// expect: average: 13.55
// expect: coldest: attic
// expect: 6
