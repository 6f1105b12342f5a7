// Apple docs style (Measurement<UnitLength>): converting and combining lengths
import Foundation

let marathon = Measurement(value: 42.195, unit: UnitLength.kilometers)
print("marathon km:", String(format: "%.3f", marathon.value))
print("marathon miles:", String(format: "%.2f", marathon.converted(to: .miles).value))
print("marathon meters:", String(format: "%.0f", marathon.converted(to: .meters).value))

// A table of conversions from one meter
let meter = Measurement(value: 1, unit: UnitLength.meters)
let targets: [(String, UnitLength)] = [
    ("centimeters", .centimeters), ("millimeters", .millimeters), ("inches", .inches),
    ("feet", .feet), ("yards", .yards), ("kilometers", .kilometers),
]
for (name, unit) in targets {
    print("1 m = \(String(format: "%.4f", meter.converted(to: unit).value)) \(name)")
}

// Arithmetic between different units yields the base unit (meters)
let board = Measurement(value: 6, unit: UnitLength.feet)
let extra = Measurement(value: 30, unit: UnitLength.centimeters)
let total = board + extra
print("6 ft + 30 cm =", String(format: "%.4f", total.value), total.unit.symbol)
print("in feet:", String(format: "%.3f", total.converted(to: .feet).value))

// Same-unit arithmetic keeps the unit
let lap = Measurement(value: 400, unit: UnitLength.meters)
let run = lap * 12
print("12 laps:", run.value, run.unit.symbol)
print("half lap:", (lap / 2).value, lap.unit.symbol)

// Comparisons work across units
let mile = Measurement(value: 1, unit: UnitLength.miles)
let fifteenHundred = Measurement(value: 1500, unit: UnitLength.meters)
print("mile > 1500 m:", mile > fifteenHundred)
print("1000 m == 1 km:", Measurement(value: 1000, unit: UnitLength.meters) == Measurement(value: 1, unit: UnitLength.kilometers))

// Sorting mixed-unit measurements
let heights = [
    Measurement(value: 5.9, unit: UnitLength.feet),
    Measurement(value: 180, unit: UnitLength.centimeters),
    Measurement(value: 70, unit: UnitLength.inches),
    Measurement(value: 1.75, unit: UnitLength.meters),
]
for h in heights.sorted() {
    print(String(format: "%6.2f %@ = %.1f cm", h.value, h.unit.symbol, h.converted(to: .centimeters).value))
}

// In-place conversion with convert(to:)
var trail = Measurement(value: 10, unit: UnitLength.miles)
trail.convert(to: .kilometers)
print("trail:", String(format: "%.3f", trail.value), trail.unit.symbol)

// Symbols of a few units
print("symbols:", [UnitLength.kilometers, .miles, .feet, .inches, .nauticalMiles].map { $0.symbol }.joined(separator: " "))
print("base unit:", UnitLength.baseUnit().symbol)

// expect: marathon km: 42.195
// expect: marathon miles: 26.22
// expect: marathon meters: 42195
// expect: 1 m = 100.0000 centimeters
// expect: 1 m = 1000.0000 millimeters
// expect: 1 m = 39.3701 inches
// expect: 1 m = 3.2808 feet
// expect: 1 m = 1.0936 yards
// expect: 1 m = 0.0010 kilometers
// expect: 6 ft + 30 cm = 2.1288 m
// expect: in feet: 6.984
// expect: 12 laps: 4800.0 m
// expect: half lap: 200.0 m
// expect: mile > 1500 m: true
// expect: 1000 m == 1 km: true
// expect:   1.75 m = 175.0 cm
// expect:  70.00 in = 177.8 cm
// expect:   5.90 ft = 179.8 cm
// expect: 180.00 cm = 180.0 cm
// expect: trail: 16.093 km
// expect: symbols: km mi ft in NM
// expect: base unit: m
