// App code style: Measurement unit conversions for a fitness tracker
import Foundation

let run = Measurement(value: 5, unit: UnitLength.kilometers)
print("run:", run)
let miles = run.converted(to: .miles)
print(String(format: "run in miles: %.3f", miles.value))
print("meters:", run.converted(to: .meters).value)

let weight = Measurement(value: 150, unit: UnitMass.pounds)
print(String(format: "weight kg: %.2f", weight.converted(to: .kilograms).value))

let temps = [0.0, 37.0, 100.0, -40.0]
for c in temps {
    let t = Measurement(value: c, unit: UnitTemperature.celsius)
    print(String(format: "%.1f C = %.1f F = %.2f K", c, t.converted(to: .fahrenheit).value, t.converted(to: .kelvin).value))
}

let lap1 = Measurement(value: 400, unit: UnitLength.meters)
let lap2 = Measurement(value: 0.5, unit: UnitLength.kilometers)
let both = lap1 + lap2
print("laps total:", both.converted(to: .meters).value, "m")
print("lap2 longer:", lap2 > lap1)
print("doubled:", (lap1 * 2).value, lap1.unit.symbol)

let duration = Measurement(value: 90, unit: UnitDuration.minutes)
print("hours:", duration.converted(to: .hours).value)
let speed = Measurement(value: 10, unit: UnitSpeed.metersPerSecond)
print(String(format: "speed km/h: %.1f", speed.converted(to: .kilometersPerHour).value))
let volume = Measurement(value: 2, unit: UnitVolume.liters)
print("milliliters:", volume.converted(to: .milliliters).value)
print("symbols:", UnitLength.kilometers.symbol, UnitMass.kilograms.symbol, UnitTemperature.fahrenheit.symbol)
let energy = Measurement(value: 250, unit: UnitEnergy.kilocalories)
print(String(format: "kJ: %.1f", energy.converted(to: .kilojoules).value))
// expect: run: 5.0 km
// expect: run in miles: 3.107
// expect: meters: 5000.0
// expect: weight kg: 68.04
// expect: 0.0 C = 32.0 F = 273.15 K
// expect: 37.0 C = 98.6 F = 310.15 K
// expect: 100.0 C = 212.0 F = 373.15 K
// expect: -40.0 C = -40.0 F = 233.15 K
// expect: laps total: 900.0 m
// expect: lap2 longer: true
// expect: doubled: 800.0 m
// expect: hours: 1.5
// expect: speed km/h: 36.0
// expect: milliliters: 2000.0
// expect: symbols: km kg °F
// expect: kJ: 1046.0
