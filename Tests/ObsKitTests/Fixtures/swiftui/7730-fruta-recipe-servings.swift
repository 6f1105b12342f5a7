// Apple sample style (Fruta, recipe view): a recipe screen with a servings Stepper that scales each ingredient row, and a check-off Toggle per ingredient bound with `Binding(get:set:)` into a Set in @State.
// SwiftUI: the stepper's write re-runs the recipe's body, which reads `servings`, and every row gets a new scaled value (rules §3.5, §2.7); a `Binding(get:set:)` made in the body reads its
// value when made and never compares equal to the last one, so checking one ingredient re-runs the recipe and every row, changed or not (rules §9.1, §2.5).
import SwiftUI

struct Ingredient: Identifiable, Equatable {
    let id: String
    let name: String
    let grams: Int
}

struct IngredientRow: View {
    let ingredient: Ingredient
    let servings: Int
    @Binding var isChecked: Bool

    var body: some View {
        let _ = print("row \(ingredient.name): \(ingredient.grams * servings) g\(isChecked ? ", checked" : "")")
        HStack {
            Toggle(isOn: $isChecked) {
                Text(ingredient.name)
            }
            .toggleStyle(.switch)
            Text("\(ingredient.grams * servings) g")
                .monospacedDigit()
        }
    }
}

struct RecipeView: View {
    let ingredients = [
        Ingredient(id: "banana", name: "Banana", grams: 120),
        Ingredient(id: "blueberry", name: "Blueberries", grams: 80),
        Ingredient(id: "oat-milk", name: "Oat Milk", grams: 200),
    ]
    @State private var servings = 1
    @State private var checked: Set<String> = []

    var body: some View {
        let _ = print("recipe: \(servings) serving(s), \(checked.count) checked")
        NavigationStack {
            List {
                Section {
                    Stepper("Servings", value: $servings, in: 1...4)
                    Text("Makes \(servings) smoothie(s)")
                }
                Section("Ingredients") {
                    ForEach(ingredients) { ingredient in
                        IngredientRow(
                            ingredient: ingredient,
                            servings: servings,
                            isChecked: Binding(
                                get: { checked.contains(ingredient.id) },
                                set: { isOn in
                                    if isOn {
                                        checked.insert(ingredient.id)
                                    } else {
                                        checked.remove(ingredient.id)
                                    }
                                }
                            )
                        )
                    }
                }
            }
            .navigationTitle("Berry Blue Recipe")
        }
    }
}

:mount RecipeView()
// expect: recipe: 1 serving(s), 0 checked
// expect: row Banana: 120 g
// expect: row Blueberries: 80 g
// expect: row Oat Milk: 200 g
:step "Servings" up
// expect: recipe: 2 serving(s), 0 checked
// expect: row Banana: 240 g
// expect: row Blueberries: 160 g
// expect: row Oat Milk: 400 g
:toggle "Banana"
// expect: recipe: 2 serving(s), 1 checked
// expect: row Banana: 240 g, checked
// expect: row Blueberries: 160 g
// expect: row Oat Milk: 400 g
:step "Servings" down 2
// expect: recipe: 1 serving(s), 1 checked
// expect: row Banana: 120 g, checked
// expect: row Blueberries: 80 g
// expect: row Oat Milk: 200 g
