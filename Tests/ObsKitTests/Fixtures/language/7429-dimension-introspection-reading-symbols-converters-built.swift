// Tutorial style (Dimension introspection): reading symbols and converters of built-in units
// known-gap: a unit's `converter` (`UnitConverterLinear` with `coefficient`, `constant`, `baseUnitValue(fromValue:)`) and `Unit.isEqual(_:)` are not provided
import Foundation

let lengths: [UnitLength] = [.kilometers, .meters, .centimeters, .inches, .feet, .miles]
for u in lengths {
    let c = u.converter as! UnitConverterLinear
    print("\(u.symbol): 1 \(u.symbol) = \(c.baseUnitValue(fromValue: 1)) m")
}

let temps: [UnitTemperature] = [.celsius, .fahrenheit, .kelvin]
for t in temps {
    let c = t.converter as! UnitConverterLinear
    print("\(t.symbol): coefficient \(c.coefficient), constant \(c.constant)")
}

print(UnitLength.baseUnit().symbol)
print(UnitMass.baseUnit().symbol)
print(UnitDuration.baseUnit().symbol)
print(UnitSpeed.baseUnit().symbol)

let a = UnitLength.meters
let b = UnitLength.baseUnit()
print("meters is base: \(a == b)")
print("isEqual: \(UnitLength.feet.isEqual(UnitLength.feet))")

let m = Measurement(value: 12, unit: UnitLength.inches)
print("\(m.value) \(m.unit.symbol) is \(m.converted(to: .feet).value) ft")
print(m.description)
// expect: km: 1 km = 1000.0 m
// expect: m: 1 m = 1.0 m
// expect: cm: 1 cm = 0.01 m
// expect: in: 1 in = 0.0254 m
// expect: ft: 1 ft = 0.3048 m
// expect: mi: 1 mi = 1609.34 m
// expect: °C: coefficient 1.0, constant 273.15
// expect: °F: coefficient 0.55555555555556, constant 255.37222222222428
// expect: K: coefficient 1.0, constant 0.0
// expect: m
// expect: kg
// expect: s
// expect: m/s
// expect: meters is base: true
// expect: isEqual: true
// expect: 12.0 in is 0.9999999999999998 ft
// expect: 12.0 in
