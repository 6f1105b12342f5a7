// Apple docs style (Measurement): converting lengths for a running app
import Foundation

let run = Measurement(value: 5, unit: UnitLength.kilometers)
let inMiles = run.converted(to: .miles)
print(String(format: "%.0f %@ = %.2f %@", run.value, run.unit.symbol, inMiles.value, inMiles.unit.symbol))

let inMeters = run.converted(to: .meters)
print("\(inMeters.value) \(inMeters.unit.symbol)")

let marathon = Measurement(value: 26.2188, unit: UnitLength.miles)
print(String(format: "marathon: %.1f km", marathon.converted(to: .kilometers).value))

// adding measurements with different units gives the base unit
let warmUp = Measurement(value: 800, unit: UnitLength.meters)
let total = run + warmUp
print("total: \(total.value) \(total.unit.symbol)")
print(String(format: "total km: %.1f", total.converted(to: .kilometers).value))

let laps = [400.0, 400.0, 1200.0, 1600.0].map { Measurement(value: $0, unit: UnitLength.meters) }
let track = laps.reduce(Measurement(value: 0, unit: UnitLength.meters), +)
print("track: \(track.value) \(track.unit.symbol)")
print("longer than 5 km: \(track > run)")
print("3.6 km < 2.3 mi: \(track < Measurement(value: 2.3, unit: UnitLength.miles))")

let height = Measurement(value: 180, unit: UnitLength.centimeters)
let feet = height.converted(to: .feet).value
let wholeFeet = Int(feet)
let inches = (feet - Double(wholeFeet)) * 12
print(String(format: "height: %d ft %.1f in", wholeFeet, inches))

print([UnitLength.kilometers, .meters, .centimeters, .millimeters, .miles, .yards, .feet, .inches].map(\.symbol))

var scaled = run * 2
scaled.convert(to: .miles)
print(String(format: "double run: %.3f %@", scaled.value, scaled.unit.symbol))

// expect: 5 km = 3.11 mi
// expect: 5000.0 m
// expect: marathon: 42.2 km
// expect: total: 5800.0 m
// expect: total km: 5.8
// expect: track: 3600.0 m
// expect: longer than 5 km: false
// expect: 3.6 km < 2.3 mi: true
// expect: height: 5 ft 10.9 in
// expect: ["km", "m", "cm", "mm", "mi", "yd", "ft", "in"]
// expect: double run: 6.214 mi
