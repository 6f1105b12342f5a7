// Foundation's Measurement with its units: printing, converting (as a method and in place), adding in the
// same unit and across units (Foundation adds in the base unit then), scaling, comparing, sorting, a unit's
// symbol. Expected output: swiftc 6.3.1 on this machine (Linux).
import Foundation

let run = Measurement(value: 5, unit: UnitLength.kilometers)
print(run)
print(run.converted(to: .meters), run.unit.symbol)
print(run + Measurement(value: 2, unit: UnitLength.kilometers))
print(run + Measurement(value: 500, unit: UnitLength.meters))
print(run * 2, 3 * run, run / 4)
var walk = Measurement(value: 1, unit: UnitLength.miles)
walk.convert(to: .kilometers)
print(String(format: "%.3f", walk.value), walk.unit.symbol)
walk.value = 2
print(walk)
print(run > walk, run == Measurement(value: 5000, unit: UnitLength.meters))
let legs = [run, walk, Measurement(value: 800, unit: UnitLength.meters)]
print(legs.sorted().map { $0.description })
let boiling = Measurement(value: 100, unit: UnitTemperature.celsius)
print(boiling.converted(to: .fahrenheit), boiling.converted(to: .kelvin))
let minutes = Measurement(value: 90, unit: UnitDuration.minutes)
print(minutes.converted(to: .hours).value, minutes.converted(to: .seconds))
print(UnitLength.feet.symbol, UnitMass.pounds.symbol, UnitVolume.cups.symbol)

// expect: 5.0 km
// expect: 5000.0 m km
// expect: 7.0 km
// expect: 5500.0 m
// expect: 10.0 km 15.0 km 1.25 km
// expect: 1.609 km
// expect: 2.0 km
// expect: true true
// expect: ["800.0 m", "2.0 km", "5.0 km"]
// expect: 211.99999999999454 °F 373.15 K
// expect: 1.5 5400.0 s
// expect: ft lb cup
