// Tutorial style (unit picker): a switchable length display driven by an enum of preferred units
import Foundation

enum DistancePreference: String, CaseIterable {
    case metric, imperial, nautical

    var unit: UnitLength {
        switch self {
        case .metric: return .kilometers
        case .imperial: return .miles
        case .nautical: return .nauticalMiles
        }
    }
}

let en = Locale(identifier: "en_US")
let de = Locale(identifier: "de_DE")

func display(_ m: Measurement<UnitLength>, as pref: DistancePreference, locale: Locale) -> String {
    let converted = m.converted(to: pref.unit)
    let number = converted.value.formatted(.number.precision(.fractionLength(2)).locale(locale))
    return "\(number) \(converted.unit.symbol)"
}

let trip = Measurement(value: 250, unit: UnitLength.kilometers)
for pref in DistancePreference.allCases {
    print("\(pref.rawValue.capitalized): \(display(trip, as: pref, locale: en)) / \(display(trip, as: pref, locale: de))")
}

let legs = [Measurement(value: 12.5, unit: UnitLength.kilometers), Measurement(value: 8, unit: UnitLength.miles)]
let sum = legs.reduce(Measurement(value: 0, unit: UnitLength.kilometers)) { $0 + $1 }
print("Sum: \(display(sum, as: .metric, locale: en))")
print("Legs sorted: \(legs.sorted().map { "\($0.value) \($0.unit.symbol)" })")
print(DistancePreference(rawValue: "imperial")?.unit.symbol ?? "none")
print(DistancePreference(rawValue: "lunar") == nil)
// expect: Metric: 250.00 km / 250,00 km
// expect: Imperial: 155.34 mi / 155,34 mi
// expect: Nautical: 134.99 NM / 134,99 NM
// expect: Sum: 25.37 km
// expect: Legs sorted: ["12.5 km", "8.0 mi"]
// expect: mi
// expect: true
