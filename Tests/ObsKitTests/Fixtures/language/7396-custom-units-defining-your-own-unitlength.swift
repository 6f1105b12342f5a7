// Tutorial style (custom units): defining your own UnitLength and Dimension subclass with a converter
// known-gap: custom units are not provided: `UnitLength(symbol:converter:)` with `UnitConverterLinear`, a script's `Dimension` subclass (its `baseUnit()`), units added by `extension UnitLength`
import Foundation

extension UnitLength {
    static let footballFields = UnitLength(symbol: "fields", converter: UnitConverterLinear(coefficient: 91.44))
    static let smoots = UnitLength(symbol: "smoot", converter: UnitConverterLinear(coefficient: 1.7018))
}

let bridge = Measurement(value: 620.1, unit: UnitLength.meters)
let inSmoots = bridge.converted(to: .smoots)
print("Bridge: \(String(format: "%.1f", inSmoots.value)) \(inSmoots.unit.symbol)")

let run = Measurement(value: 1, unit: UnitLength.miles)
let fields = run.converted(to: .footballFields)
print("A mile is \(String(format: "%.2f", fields.value)) \(fields.unit.symbol)")

final class UnitCoffee: Dimension, @unchecked Sendable {
    static let shots = UnitCoffee(symbol: "shot", converter: UnitConverterLinear(coefficient: 30))
    static let milliliters = UnitCoffee(symbol: "mL", converter: UnitConverterLinear(coefficient: 1))
    static let mugs = UnitCoffee(symbol: "mug", converter: UnitConverterLinear(coefficient: 350))

    override class func baseUnit() -> UnitCoffee {
        return milliliters
    }
}

let order = Measurement(value: 3, unit: UnitCoffee.shots)
print("Order: \(order)")
print("In mL: \(order.converted(to: .milliliters).value)")
let mug = Measurement(value: 1, unit: UnitCoffee.mugs)
print("Shots per mug: \(String(format: "%.2f", mug.converted(to: .shots).value))")
print("Mug bigger than order: \(mug > order)")

let linear = UnitCoffee.mugs.converter as! UnitConverterLinear
print("Coefficient: \(linear.coefficient), constant: \(linear.constant)")
print("Base value of 2 mugs: \(linear.baseUnitValue(fromValue: 2))")
print("Back from 700: \(linear.value(fromBaseUnitValue: 700))")
// expect: Bridge: 364.4 smoot
// expect: A mile is 17.60 fields
// expect: Order: 3.0 shot
// expect: In mL: 90.0
// expect: Shots per mug: 11.67
// expect: Mug bigger than order: true
// expect: Coefficient: 350.0, constant: 0.0
// expect: Base value of 2 mugs: 700.0
// expect: Back from 700: 2.0
