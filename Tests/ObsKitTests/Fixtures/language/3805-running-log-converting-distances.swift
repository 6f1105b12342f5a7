// App code style: a running log converting distances between UnitLength units
import Foundation

let runs: [Measurement<UnitLength>] = [
    Measurement(value: 5, unit: .kilometers),
    Measurement(value: 3.1, unit: .miles),
    Measurement(value: 800, unit: .meters),
    Measurement(value: 10_000, unit: .feet),
]

var total = Measurement(value: 0, unit: UnitLength.meters)
for r in runs {
    let km = r.converted(to: .kilometers)
    print(String(format: "%8.2f %@ = %6.3f km", r.value, r.unit.symbol, km.value))
    total = total + r
}
print("total unit:", total.unit.symbol)
print(String(format: "total: %.1f m, %.2f km, %.2f mi", total.value,
             total.converted(to: .kilometers).value, total.converted(to: .miles).value))

let longest = runs.max()!
print("longest:", longest.value, longest.unit.symbol)
let sortedKm = runs.sorted().map { String(format: "%.2f", $0.converted(to: .kilometers).value) }
print("sorted km:", sortedKm.joined(separator: " < "))

let marathon = Measurement(value: 42.195, unit: UnitLength.kilometers)
let done = total.converted(to: .kilometers)
let left = marathon - done
print(String(format: "left to marathon: %.3f km", left.value))
print("ran more than 10 km:", total > Measurement(value: 10, unit: .kilometers))
let doubled = marathon * 2
print("ultra:", doubled.value, doubled.unit.symbol)
let inches = Measurement(value: 1, unit: UnitLength.feet).converted(to: .inches)
print("foot in inches:", inches.value)
let yardsPerMile = Measurement(value: 1, unit: UnitLength.miles).converted(to: .yards).value
print("yards per mile:", yardsPerMile.rounded())
print("equal:", Measurement(value: 1, unit: UnitLength.kilometers) == Measurement(value: 1000, unit: UnitLength.meters))
// expect:     5.00 km =  5.000 km
// expect:     3.10 mi =  4.989 km
// expect:   800.00 m =  0.800 km
// expect: 10000.00 ft =  3.048 km
// expect: total unit: m
// expect: total: 13837.0 m, 13.84 km, 8.60 mi
// expect: longest: 5.0 km
// expect: sorted km: 0.80 < 3.05 < 4.99 < 5.00
// expect: left to marathon: 28.358 km
// expect: ran more than 10 km: true
// expect: ultra: 84.39 km
// expect: foot in inches: 12.000000000000002
// expect: yards per mile: 1760.0
// expect: equal: true
