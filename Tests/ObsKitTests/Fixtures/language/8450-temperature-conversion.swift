// Rosetta-style task: Temperature conversion tables using an enum scale and String(format:)
import Foundation

enum Scale: String, CaseIterable {
    case kelvin = "K", celsius = "C", fahrenheit = "F", rankine = "R"

    func toKelvin(_ value: Double) -> Double {
        switch self {
        case .kelvin: return value
        case .celsius: return value + 273.15
        case .fahrenheit: return (value + 459.67) * 5 / 9
        case .rankine: return value * 5 / 9
        }
    }

    func fromKelvin(_ k: Double) -> Double {
        switch self {
        case .kelvin: return k
        case .celsius: return k - 273.15
        case .fahrenheit: return k * 9 / 5 - 459.67
        case .rankine: return k * 9 / 5
        }
    }
}

func convert(_ value: Double, from: Scale, to: Scale) -> Double {
    to.fromKelvin(from.toKelvin(value))
}

let kelvin = 21.0
for scale in Scale.allCases {
    print(String(format: "%@ %8.2f", scale.rawValue, scale.fromKelvin(kelvin)))
}

print(" Celsius    Fahr.   Kelvin")
for c in stride(from: -40.0, through: 100.0, by: 35.0) {
    let f = convert(c, from: .celsius, to: .fahrenheit)
    let k = convert(c, from: .celsius, to: .kelvin)
    print(String(format: "%8.1f %8.1f %8.2f", c, f, k))
}

let body = convert(98.6, from: .fahrenheit, to: .celsius)
print(String(format: "Body temperature: %.1f°C", body))
let same = (-100...100).first { abs(convert(Double($0), from: .celsius, to: .fahrenheit) - Double($0)) < 1e-9 }
print("C and F agree at: \(same.map(String.init) ?? "none")")

// expect: K    21.00
// expect: C  -252.15
// expect: F  -421.87
// expect: R    37.80
// expect:  Celsius    Fahr.   Kelvin
// expect:    -40.0    -40.0   233.15
// expect:     -5.0     23.0   268.15
// expect:     30.0     86.0   303.15
// expect:     65.0    149.0   338.15
// expect:    100.0    212.0   373.15
// expect: Body temperature: 37.0°C
// expect: C and F agree at: -40
