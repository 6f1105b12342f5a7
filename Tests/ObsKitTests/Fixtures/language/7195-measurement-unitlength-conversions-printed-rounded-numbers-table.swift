// Hacking with Swift style (unit converter): Measurement<UnitLength> conversions printed as rounded numbers in a table
import Foundation

let runs: [(String, Double)] = [("5K", 5), ("10K", 10), ("half", 21.0975), ("marathon", 42.195)]

print("race       km     miles    feet")
for (name, km) in runs {
    let distance = Measurement(value: km, unit: UnitLength.kilometers)
    let miles = distance.converted(to: .miles).value
    let feet = distance.converted(to: .feet).value
    print(name.padding(toLength: 8, withPad: " ", startingAt: 0) + String(format: "%7.3f %8.3f %8.0f", km, miles, feet))
}

let heightInches = Measurement(value: 70, unit: UnitLength.inches)
let cm = heightInches.converted(to: .centimeters)
print(String(format: "70 in = %.2f cm", cm.value))

let a = Measurement(value: 1.5, unit: UnitLength.meters)
let b = Measurement(value: 30, unit: UnitLength.centimeters)
let sum = a + b
print(String(format: "1.5 m + 30 cm = %.2f m", sum.converted(to: .meters).value))
print("a > b:", a > b)

func pace(minutes: Double, km: Double) -> String {
    let perKm = minutes / km
    let whole = Int(floor(perKm))
    let secs = Int(round((perKm - Double(whole)) * 60))
    return String(format: "%d:%02d /km", whole, secs)
}
print("pace for 10K in 52.5 min:", pace(minutes: 52.5, km: 10))

let steps = [0.5, 1.0, 2.5, 10.0]
for s in steps {
    let yards = Measurement(value: s, unit: UnitLength.nauticalMiles).converted(to: .yards).value
    print(String(format: "%5.1f nmi -> %10.2f yd", s, yards))
}
let mm = Measurement(value: 12345, unit: UnitLength.millimeters).converted(to: .meters)
print(mm.value)

// expect: race       km     miles    feet
// expect: 5K        5.000    3.107    16404
// expect: 10K      10.000    6.214    32808
// expect: half     21.098   13.109    69218
// expect: marathon 42.195   26.219   138435
// expect: 70 in = 177.80 cm
// expect: 1.5 m + 30 cm = 1.80 m
// expect: a > b: true
// expect: pace for 10K in 52.5 min: 5:15 /km
// expect:   0.5 nmi ->    1012.69 yd
// expect:   1.0 nmi ->    2025.37 yd
// expect:   2.5 nmi ->    5063.43 yd
// expect:  10.0 nmi ->   20253.72 yd
// expect: 12.345
