// Hacking with Swift style (workout log): Measurement values converted between units and printed with a fixed number style
import Foundation

let us = Locale(identifier: "en_US")

struct Run {
    let day: String
    let distance: Measurement<UnitLength>
    let minutes: Double
}

let runs = [
    Run(day: "Mon", distance: Measurement(value: 5, unit: .kilometers), minutes: 27.5),
    Run(day: "Wed", distance: Measurement(value: 3.1, unit: .miles), minutes: 26),
    Run(day: "Sat", distance: Measurement(value: 10_000, unit: .meters), minutes: 58.25),
]

func fmt(_ value: Double) -> String {
    value.formatted(.number.precision(.fractionLength(2)).locale(us))
}

var total = Measurement(value: 0, unit: UnitLength.kilometers)
for run in runs {
    let km = run.distance.converted(to: .kilometers)
    let miles = run.distance.converted(to: .miles)
    total = total + km
    let pace = run.minutes / km.value
    print("\(run.day): \(fmt(km.value)) \(km.unit.symbol) = \(fmt(miles.value)) \(miles.unit.symbol), pace \(fmt(pace)) min/km")
}
print("Total:", fmt(total.value), total.unit.symbol)
print("Total in miles:", fmt(total.converted(to: .miles).value))

let weight = Measurement(value: 72.5, unit: UnitMass.kilograms)
print("Weight:", fmt(weight.converted(to: .pounds).value), "lb")

let temps = [Measurement(value: 18, unit: UnitTemperature.celsius), Measurement(value: 30.5, unit: .celsius)]
for t in temps {
    let f = t.converted(to: .fahrenheit)
    print("\(fmt(t.value)) \(t.unit.symbol) -> \(fmt(f.value)) \(f.unit.symbol)")
}
let longest = runs.max { $0.distance < $1.distance }!
print("Longest run:", longest.day)
print("5 km < 3.1 mi:", runs[0].distance < runs[1].distance)

// expect: Mon: 5.00 km = 3.11 mi, pace 5.50 min/km
// expect: Wed: 4.99 km = 3.10 mi, pace 5.21 min/km
// expect: Sat: 10.00 km = 6.21 mi, pace 5.82 min/km
// expect: Total: 19.99 km
// expect: Total in miles: 12.42
// expect: Weight: 159.84 lb
// expect: 18.00 °C -> 64.40 °F
// expect: 30.50 °C -> 86.90 °F
// expect: Longest run: Sat
// expect: 5 km < 3.1 mi: false
