// Swift Forums style (binding to an array element after deleting a row): ForEach($items) gives each row a binding by id that survives a delete; each parent body re-runs the rows (rules §15.1, §15.2, §9.3)
import SwiftUI

struct Ingredient: Identifiable {
    let id: Int
    var name: String
    var have = false
}

struct IngredientRow: View {
    @Binding var ingredient: Ingredient
    var body: some View {
        let _ = print("row \(ingredient.name) have \(ingredient.have)")
        Toggle(ingredient.name, isOn: $ingredient.have)
    }
}

struct PantryView: View {
    @State private var ingredients = [
        Ingredient(id: 1, name: "Flour"),
        Ingredient(id: 2, name: "Eggs"),
        Ingredient(id: 3, name: "Milk"),
    ]
    var body: some View {
        let _ = print("PantryView body \(ingredients.count)")
        List {
            ForEach($ingredients) { $ingredient in
                IngredientRow(ingredient: $ingredient)
            }
            .onDelete { offsets in
                ingredients.remove(atOffsets: offsets)
                print("deleted \(offsets.map { $0 })")
            }
        }
    }
}

:mount PantryView()
// expect: PantryView body 3
// expect: row Flour have false
// expect: row Eggs have false
// expect: row Milk have false
:toggle "Eggs"
// expect: PantryView body 3
// expect: row Flour have false
// expect: row Eggs have true
// expect: row Milk have false
:delete "Flour"
// expect: deleted [0]
// expect: PantryView body 2
// expect: row Eggs have true
// expect: row Milk have false
:toggle "Milk"
// expect: PantryView body 2
// expect: row Eggs have true
// expect: row Milk have true
