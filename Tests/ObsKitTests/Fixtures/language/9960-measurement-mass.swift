// Apple docs style (Measurement<UnitMass> and other dimensions): recipe and shipping math
import Foundation

func fmt(_ m: Measurement<UnitMass>, _ digits: Int = 2) -> String {
    String(format: "%.\(digits)f %@", m.value, m.unit.symbol)
}

let flour = Measurement(value: 500, unit: UnitMass.grams)
print("flour:", fmt(flour, 0))
print("in ounces:", fmt(flour.converted(to: .ounces)))
print("in pounds:", fmt(flour.converted(to: .pounds), 3))
print("in kilograms:", fmt(flour.converted(to: .kilograms), 1))

// Scaling a recipe
let recipe: [(String, Measurement<UnitMass>)] = [
    ("butter", Measurement(value: 8, unit: .ounces)),
    ("sugar", Measurement(value: 200, unit: .grams)),
    ("chocolate", Measurement(value: 0.25, unit: .kilograms)),
]
let factor = 1.5
for (name, amount) in recipe {
    let scaled = amount * factor
    print("\(name): \(fmt(amount)) x \(factor) = \(fmt(scaled)) (\(fmt(scaled.converted(to: .grams), 0)))")
}
let totalRecipe = recipe.map { $0.1 }.reduce(Measurement(value: 0, unit: UnitMass.grams)) { $0 + $1 }
print("total:", fmt(totalRecipe.converted(to: .grams), 1))

// Shipping tiers by weight
let parcels = [
    Measurement(value: 2.2, unit: UnitMass.pounds),
    Measurement(value: 3, unit: UnitMass.kilograms),
    Measurement(value: 40, unit: UnitMass.ounces),
    Measurement(value: 0.012, unit: UnitMass.metricTons),
]
for p in parcels {
    let kg = p.converted(to: .kilograms).value
    let tier = kg < 1.5 ? "small" : kg < 5 ? "medium" : "freight"
    print("\(fmt(p)) -> \(String(format: "%.2f", kg)) kg -> \(tier)")
}
let heaviest = parcels.max()!
print("heaviest:", fmt(heaviest))

// Other dimensions follow the same pattern
let boiling = Measurement(value: 100, unit: UnitTemperature.celsius)
print("boiling F:", String(format: "%.1f", boiling.converted(to: .fahrenheit).value))
print("boiling K:", String(format: "%.2f", boiling.converted(to: .kelvin).value))
let body = Measurement(value: 98.6, unit: UnitTemperature.fahrenheit)
print("body C:", String(format: "%.1f", body.converted(to: .celsius).value))

let speed = Measurement(value: 100, unit: UnitSpeed.kilometersPerHour)
print("100 km/h in mph:", String(format: "%.2f", speed.converted(to: .milesPerHour).value))
print("100 km/h in m/s:", String(format: "%.3f", speed.converted(to: .metersPerSecond).value))

let film = Measurement(value: 142, unit: UnitDuration.minutes)
print("film hours:", String(format: "%.2f", film.converted(to: .hours).value))
print("film seconds:", String(format: "%.0f", film.converted(to: .seconds).value))

let tank = Measurement(value: 15, unit: UnitVolume.gallons)
print("tank liters:", String(format: "%.2f", tank.converted(to: .liters).value))

// expect: flour: 500 g
// expect: in ounces: 17.64 oz
// expect: in pounds: 1.102 lb
// expect: in kilograms: 0.5 kg
// expect: butter: 8.00 oz x 1.5 = 12.00 oz (340 g)
// expect: sugar: 200.00 g x 1.5 = 300.00 g (300 g)
// expect: chocolate: 0.25 kg x 1.5 = 0.38 kg (375 g)
// expect: total: 676.8 g
// expect: 2.20 lb -> 1.00 kg -> small
// expect: 3.00 kg -> 3.00 kg -> medium
// expect: 40.00 oz -> 1.13 kg -> small
// expect: 0.01 t -> 12.00 kg -> freight
// expect: heaviest: 0.01 t
// expect: boiling F: 212.0
// expect: boiling K: 373.15
// expect: body C: 37.0
// expect: 100 km/h in mph: 62.14
// expect: 100 km/h in m/s: 27.778
// expect: film hours: 2.37
// expect: film seconds: 8520
// expect: tank liters: 56.78
