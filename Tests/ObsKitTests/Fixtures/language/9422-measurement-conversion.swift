// unit conversion with Measurement and UnitLength/UnitMass/UnitTemperature, plus a hand-rolled converter (expected output from swiftc 6.3.1 on Linux)
import Foundation

func fmt(_ value: Double) -> String { String(format: "%.2f", value) }

let marathon = Measurement(value: 42.195, unit: UnitLength.kilometers)
print("marathon: \(fmt(marathon.converted(to: .miles).value)) mi")
print("in meters: \(fmt(marathon.converted(to: .meters).value))")

let height = Measurement(value: 6, unit: UnitLength.feet) + Measurement(value: 2, unit: UnitLength.inches)
print("6'2\" = \(fmt(height.converted(to: .centimeters).value)) cm")

let luggage = Measurement(value: 23, unit: UnitMass.kilograms)
print("luggage: \(fmt(luggage.converted(to: .pounds).value)) lb")

for c in [-40.0, 0, 37, 100] {
    let t = Measurement(value: c, unit: UnitTemperature.celsius)
    print("\(c) C = \(fmt(t.converted(to: .fahrenheit).value)) F = \(fmt(t.converted(to: .kelvin).value)) K")
}

let legs = [Measurement(value: 5, unit: UnitLength.kilometers),
            Measurement(value: 800, unit: UnitLength.meters),
            Measurement(value: 1, unit: UnitLength.miles)]
let totalKm = legs.reduce(Measurement(value: 0, unit: UnitLength.kilometers)) { $0 + $1 }
print("total: \(fmt(totalKm.converted(to: .kilometers).value)) km")
print("longest leg in m: \(fmt(legs.max()!.converted(to: .meters).value))")
print("1 mile > 1500 m: \(Measurement(value: 1, unit: UnitLength.miles) > Measurement(value: 1500, unit: UnitLength.meters))")

let speed = Measurement(value: 100, unit: UnitSpeed.kilometersPerHour)
print("100 km/h = \(fmt(speed.converted(to: .metersPerSecond).value)) m/s")

enum VolumeUnit: String, CaseIterable {
    case milliliter = "ml", cup, pint, liter = "l"
    var inMilliliters: Double {
        switch self {
        case .milliliter: return 1
        case .cup: return 240
        case .pint: return 473.176
        case .liter: return 1000
        }
    }
    func convert(_ amount: Double, to other: VolumeUnit) -> Double {
        amount * inMilliliters / other.inMilliliters
    }
}
for unit in VolumeUnit.allCases {
    print("2 cups in \(unit.rawValue): \(fmt(VolumeUnit.cup.convert(2, to: unit)))")
}
// expect: marathon: 26.22 mi
// expect: in meters: 42195.00
// expect: 6'2" = 187.96 cm
// expect: luggage: 50.71 lb
// expect: -40.0 C = -40.00 F = 233.15 K
// expect: 0.0 C = 32.00 F = 273.15 K
// expect: 37.0 C = 98.60 F = 310.15 K
// expect: 100.0 C = 212.00 F = 373.15 K
// expect: total: 7.41 km
// expect: longest leg in m: 5000.00
// expect: 1 mile > 1500 m: true
// expect: 100 km/h = 27.78 m/s
// expect: 2 cups in ml: 480.00
// expect: 2 cups in cup: 2.00
// expect: 2 cups in pint: 1.01
// expect: 2 cups in l: 0.48
