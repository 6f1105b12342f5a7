// Stack Overflow question: "after a drag the checkmark stays where it was" — `ForEach(items.indices, id: \.self)` keys rows by position
// What SwiftUI does: with the indices as ids, a move changes no id (rules §1.2): every node stays at its position
// with its @State, and shows whatever element now sits there. onMove gets [2] and 0 for a drag of the last row to
// the top (rules §15.2). The parent's body runs (it reads the array, rules §3.5), then every row whose element
// changed, in tree order (rules §2.7, §2.8): all three here. The check set on "Eggs" (row 2) now marks "Sugar".
// Sources: rules §1.2, §2.7, §2.8, §15.2; https://developer.apple.com/documentation/swiftui/dynamicviewcontent/onmove(perform:)
import SwiftUI

struct IngredientRow: View {
    let name: String
    @State private var isChecked = false

    var body: some View {
        let _ = print("IngredientRow body: \(name)")
        Button("\(isChecked ? "☑" : "☐") \(name)") {
            isChecked.toggle()
            print("\(name) checked: \(isChecked)")
        }
    }
}

struct IngredientsView: View {
    @State private var ingredients = ["Flour", "Sugar", "Eggs"]

    var body: some View {
        let _ = print("IngredientsView body: \(ingredients.joined(separator: ", "))")
        NavigationStack {
            List {
                ForEach(ingredients.indices, id: \.self) { index in
                    IngredientRow(name: ingredients[index])
                }
                .onMove { source, destination in
                    print("onMove \(Array(source)) to \(destination)")
                    ingredients.move(fromOffsets: source, toOffset: destination)
                }
            }
        }
    }
}

:mount IngredientsView()
// expect: IngredientsView body: Flour, Sugar, Eggs
// expect: IngredientRow body: Flour
// expect: IngredientRow body: Sugar
// expect: IngredientRow body: Eggs
:tap "☐ Eggs"
// expect: Eggs checked: true
// expect: IngredientRow body: Eggs
:move "☑ Eggs" to 0
// expect: onMove [2] to 0
// expect: IngredientsView body: Eggs, Flour, Sugar
// expect: IngredientRow body: Eggs
// expect: IngredientRow body: Flour
// expect: IngredientRow body: Sugar
:tap "☑ Sugar"
// expect: Sugar checked: false
// expect: IngredientRow body: Sugar
