// forms and editing style: a list of editable rows with ForEach($ingredients) { $ingredient in }, add and remove with plain buttons (no onDelete); the parent lays out the array, so any edit runs it, and every row runs again because ForEach's row bindings never compare equal (rules §15.1, §2.5)
import SwiftUI

struct Ingredient: Identifiable, Equatable {
    let id: Int
    var name: String
}

struct IngredientRow: View {
    @Binding var ingredient: Ingredient
    let onRemove: () -> Void

    var body: some View {
        let _ = print("IngredientRow body: '\(ingredient.name)'")
        HStack {
            TextField("Ingredient", text: $ingredient.name)
            Button("Remove") { onRemove() }
        }
    }
}

struct RecipeEditor: View {
    @State private var ingredients = [
        Ingredient(id: 1, name: "Flour"),
        Ingredient(id: 2, name: "Milk"),
    ]
    @State private var nextID = 3

    var body: some View {
        let _ = print("RecipeEditor body: \(ingredients.count) items")
        List {
            ForEach($ingredients) { $ingredient in
                IngredientRow(ingredient: $ingredient) {
                    ingredients.removeAll { $0.id == ingredient.id }
                }
            }
            Button("Add Ingredient") {
                ingredients.append(Ingredient(id: nextID, name: ""))
                nextID += 1
            }
        }
    }
}

:mount RecipeEditor()
// expect: RecipeEditor body: 2 items
// expect: IngredientRow body: 'Flour'
// expect: IngredientRow body: 'Milk'
:type "s" into "Ingredient" 2
// expect: RecipeEditor body: 2 items
// expect: IngredientRow body: 'Flour'
// expect: IngredientRow body: 'Milks'
:tap "Add Ingredient"
// expect: RecipeEditor body: 3 items
// expect: IngredientRow body: 'Flour'
// expect: IngredientRow body: 'Milks'
// expect: IngredientRow body: ''
:type "Oi" into "Ingredient" 3
// expect: RecipeEditor body: 3 items
// expect: IngredientRow body: 'Flour'
// expect: IngredientRow body: 'Milks'
// expect: IngredientRow body: 'O'
// expect: RecipeEditor body: 3 items
// expect: IngredientRow body: 'Flour'
// expect: IngredientRow body: 'Milks'
// expect: IngredientRow body: 'Oi'
:tap "Remove" 1
// expect: RecipeEditor body: 2 items
// expect: IngredientRow body: 'Milks'
// expect: IngredientRow body: 'Oi'
