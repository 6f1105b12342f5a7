// Tutorial style (UnitMass arithmetic): adding, scaling and comparing weights in a recipe
import Foundation

let flour = Measurement(value: 500, unit: UnitMass.grams)
let sugar = Measurement(value: 0.25, unit: UnitMass.kilograms)
let butter = Measurement(value: 8, unit: UnitMass.ounces)

let total = flour + sugar + butter
print("Total: \(total)")
print("Total in grams: \(Int(total.converted(to: .grams).value.rounded()))")

let doubled = flour * 2
print("Doubled flour: \(doubled)")
let half = sugar / 2
print("Half sugar: \(half)")

print("Flour heavier than sugar: \(flour > sugar)")
print("Butter lighter than flour: \(butter < flour)")

let sameAmount = Measurement(value: 0.5, unit: UnitMass.kilograms)
print("500 g equals 0.5 kg: \(flour == sameAmount)")

let ingredients = ["flour": flour, "sugar": sugar, "butter": butter]
for name in ingredients.keys.sorted() {
    let g = ingredients[name]!.converted(to: .grams)
    print("\(name): \(String(format: "%.1f", g.value)) g")
}

let inPounds = total.converted(to: .pounds)
print("Total in lb: \(String(format: "%.3f", inPounds.value))")
var difference = flour - sugar
difference.convert(to: .grams)
print("Difference: \(difference.value) g")
// expect: Total: 0.976796 kg
// expect: Total in grams: 977
// expect: Doubled flour: 1000.0 g
// expect: Half sugar: 0.125 kg
// expect: Flour heavier than sugar: true
// expect: Butter lighter than flour: true
// expect: 500 g equals 0.5 kg: true
// expect: butter: 226.8 g
// expect: flour: 500.0 g
// expect: sugar: 250.0 g
// expect: Total in lb: 2.153
// expect: Difference: 250.0 g
