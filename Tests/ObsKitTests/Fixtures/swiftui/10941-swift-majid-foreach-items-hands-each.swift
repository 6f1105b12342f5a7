// Blog style (Swift with Majid): ForEach($items) hands each row a binding; typing into one row re-runs the parent and every bound row, since those bindings are made anew (rules §15.1, §9.3, §2.5)
import SwiftUI

struct Ingredient: Identifiable {
    let id: Int
    var name: String
    var grams: Int
}

struct IngredientRow: View {
    @Binding var ingredient: Ingredient

    var body: some View {
        let _ = print("IngredientRow body \(ingredient.name)")
        TextField("Name \(ingredient.id)", text: $ingredient.name)
    }
}

struct RecipeView: View {
    @State private var ingredients = [
        Ingredient(id: 1, name: "Flour", grams: 500),
        Ingredient(id: 2, name: "Salt", grams: 10),
    ]

    var body: some View {
        let _ = print("RecipeView body \(ingredients.map(\.name))")
        Form {
            ForEach($ingredients) { $ingredient in
                IngredientRow(ingredient: $ingredient)
            }
        }
    }
}
:mount RecipeView()
// expect: RecipeView body ["Flour", "Salt"]
// expect: IngredientRow body Flour
// expect: IngredientRow body Salt
:type "y" into "Name 2"
// expect: RecipeView body ["Flour", "Salty"]
// expect: IngredientRow body Flour
// expect: IngredientRow body Salty
