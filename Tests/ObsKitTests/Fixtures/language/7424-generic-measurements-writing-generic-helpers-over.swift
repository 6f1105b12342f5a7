// Tutorial style (generic measurements): writing generic helpers over Measurement<UnitType>
// known-gap: a generic function over `U: Dimension` does not read an implicit unit (`.meters`) against U, and `U.baseUnit()` through the generic parameter fails
import Foundation

func describe<U: Dimension>(_ values: [Measurement<U>], in unit: U) -> String {
    values
        .map { $0.converted(to: unit) }
        .map { String(format: "%.2f", $0.value) }
        .joined(separator: ", ") + " " + unit.symbol
}

func total<U: Dimension>(_ values: [Measurement<U>]) -> Measurement<U> {
    values.reduce(Measurement(value: 0, unit: U.baseUnit()), +)
}

func average<U: Dimension>(_ values: [Measurement<U>]) -> Measurement<U> {
    total(values) / Double(values.count)
}

let legs: [Measurement<UnitLength>] = [
    .init(value: 12, unit: .kilometers),
    .init(value: 3, unit: .miles),
    .init(value: 800, unit: .meters),
]
print(describe(legs, in: .kilometers))
print(total(legs))
print(average(legs).converted(to: .kilometers).value.formatted(.number.precision(.fractionLength(3)).locale(Locale(identifier: "en_US"))))

let weights: [Measurement<UnitMass>] = [.init(value: 2, unit: .pounds), .init(value: 1, unit: .kilograms)]
print(describe(weights, in: .grams))
print(total(weights).converted(to: .pounds).value.rounded())

let speeds: [Measurement<UnitSpeed>] = [.init(value: 36, unit: .kilometersPerHour), .init(value: 5, unit: .metersPerSecond)]
print(average(speeds))
print(type(of: legs[0].unit), type(of: speeds[0].unit))
// expect: 12.00, 4.83, 0.80 km
// expect: 17628.02 m
// expect: 5.876
// expect: 907.18, 1000.00 g
// expect: 4.0
// expect: 7.500004000000001 m/s
// expect: UnitLength UnitSpeed
