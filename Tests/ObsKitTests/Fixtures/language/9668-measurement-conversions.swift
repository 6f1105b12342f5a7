// Foundation Measurement: unit conversions, arithmetic across units, comparison, custom units and dimensions
// known-gap: error: 9668-measurement-conversions.swift:40:52: error: cannot find 'UnitConverterLinear' in scope
import Foundation

func r(_ v: Double, _ p: Double = 1000) -> Double { (v * p).rounded() / p }

let marathon = Measurement(value: 42.195, unit: UnitLength.kilometers)
print(r(marathon.converted(to: .miles).value), marathon.unit.symbol, marathon.converted(to: .miles).unit.symbol)
print(r(marathon.converted(to: .meters).value), r(marathon.converted(to: .feet).value, 1))
let boiling = Measurement(value: 100, unit: UnitTemperature.celsius)
print(r(boiling.converted(to: .fahrenheit).value), r(boiling.converted(to: .kelvin).value, 100))
let body = Measurement(value: 98.6, unit: UnitTemperature.fahrenheit)
print(r(body.converted(to: .celsius).value))
let minus40 = Measurement(value: -40, unit: UnitTemperature.celsius)
print(minus40.converted(to: .fahrenheit).value)

let a = Measurement(value: 1, unit: UnitLength.miles)
let b = Measurement(value: 1, unit: UnitLength.kilometers)
let sum = a + b
print(r(sum.value), sum.unit == UnitLength.meters, sum.unit.symbol)
print(a > b, b < a, Measurement(value: 1000, unit: UnitLength.meters) == b)
let same = Measurement(value: 2, unit: UnitLength.feet) + Measurement(value: 6, unit: UnitLength.feet)
print(same.value, same.unit.symbol)
print((b * 3).value, (b / 4).value, (2 * b).unit.symbol)
let diff = Measurement(value: 5, unit: UnitMass.kilograms) - Measurement(value: 500, unit: UnitMass.grams)
print(r(diff.value), diff.unit.symbol, r(diff.converted(to: .pounds).value))

let speeds = [Measurement(value: 60, unit: UnitSpeed.milesPerHour), Measurement(value: 100, unit: UnitSpeed.kilometersPerHour), Measurement(value: 30, unit: UnitSpeed.metersPerSecond)]
print(speeds.sorted().map { "\($0.value) \($0.unit.symbol)" })
print(speeds.map { r($0.converted(to: .metersPerSecond).value) })
print(speeds.max().map { $0.unit.symbol } ?? "")

let hour = Measurement(value: 1.5, unit: UnitDuration.hours)
print(hour.converted(to: .minutes).value, hour.converted(to: .seconds).value)
let vol = Measurement(value: 2, unit: UnitVolume.liters)
print(r(vol.converted(to: .milliliters).value), r(vol.converted(to: .cups).value))
let angle = Measurement(value: 180, unit: UnitAngle.degrees)
print(r(angle.converted(to: .radians).value, 100000), r(angle.converted(to: .revolutions).value))

let smoot = UnitLength(symbol: "smoot", converter: UnitConverterLinear(coefficient: 1.7018))
let bridge = Measurement(value: 364.4, unit: smoot)
print(r(bridge.converted(to: .meters).value), bridge.unit.symbol)
print(r(Measurement(value: 10, unit: UnitLength.meters).converted(to: smoot).value))

final class UnitPizza: Dimension, @unchecked Sendable {
    static let slices = UnitPizza(symbol: "slice", converter: UnitConverterLinear(coefficient: 1))
    static let pies = UnitPizza(symbol: "pie", converter: UnitConverterLinear(coefficient: 8))
    override class func baseUnit() -> UnitPizza { slices }
}
let order = Measurement(value: 2.5, unit: UnitPizza.pies)
print(order.converted(to: .slices).value, (order + Measurement(value: 4, unit: UnitPizza.slices)).value)
print(UnitPizza.baseUnit().symbol, UnitLength.baseUnit().symbol, UnitTemperature.baseUnit().symbol)
let offset = UnitConverterLinear(coefficient: 2, constant: 10)
print(offset.baseUnitValue(fromValue: 5), offset.value(fromBaseUnitValue: 20))
print(Measurement(value: 3, unit: UnitLength.meters).description, Measurement(value: -1.5, unit: UnitMass.kilograms))

// expect: 26.219 km mi
// expect: 42195.0 138435.0
// expect: 212.0 373.15
// expect: 37.0
// expect: -40.000000000003425
// expect: 2609.34 true m
// expect: true true true
// expect: 8.0 ft
// expect: 3.0 0.25 km
// expect: 4.5 kg 9.921
// expect: ["60.0 mph", "100.0 km/h", "30.0 m/s"]
// expect: [26.822, 27.778, 30.0]
// expect: m/s
// expect: 90.0 5400.0
// expect: 2000.0 8.333
// expect: 3.14159 0.5
// expect: 620.136 smoot
// expect: 5.876
// expect: 20.0 24.0
// expect: slice m K
// expect: 20.0 5.0
// expect: 3.0 m -1.5 kg
