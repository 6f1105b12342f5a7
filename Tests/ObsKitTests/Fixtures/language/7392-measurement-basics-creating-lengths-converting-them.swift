// Tutorial style (Measurement basics): creating lengths and converting them between metric and imperial units
import Foundation

let marathon = Measurement(value: 42.195, unit: UnitLength.kilometers)
print("Marathon: \(marathon)")

let inMiles = marathon.converted(to: .miles)
print("In miles: \(String(format: "%.2f", inMiles.value)) \(inMiles.unit.symbol)")

let inMeters = marathon.converted(to: .meters)
print("In meters: \(inMeters.value)")

var track = Measurement(value: 400, unit: UnitLength.meters)
print("One lap: \(track)")
track.convert(to: .kilometers)
print("One lap in km: \(track.value) \(track.unit.symbol)")

let laps = marathon.converted(to: .meters).value / 400
print("Laps needed: \(String(format: "%.1f", laps))")

let heights: [Measurement<UnitLength>] = [
    Measurement(value: 180, unit: .centimeters),
    Measurement(value: 6, unit: .feet),
    Measurement(value: 70, unit: .inches),
]
for h in heights {
    let cm = h.converted(to: .centimeters).value
    print("\(h.value) \(h.unit.symbol) = \(String(format: "%.1f", cm)) cm")
}

let tallest = heights.max()!
print("Tallest: \(tallest.value) \(tallest.unit.symbol)")
// expect: Marathon: 42.195 km
// expect: In miles: 26.22 mi
// expect: In meters: 42195.0
// expect: One lap: 400.0 m
// expect: One lap in km: 0.4 km
// expect: Laps needed: 105.5
// expect: 180.0 cm = 180.0 cm
// expect: 6.0 ft = 182.9 cm
// expect: 70.0 in = 177.8 cm
// expect: Tallest: 6.0 ft
