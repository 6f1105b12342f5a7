// Stack Overflow style: typing in one row re-runs them all: a recipe editor with ForEach($ingredients) and a TextField per row runs the editor and every row per keystroke; rows given $ingredients[i] by index run only the row whose element changed (rules §15.1, §9.2, §9.3, §2.5)
import SwiftUI

struct Ingredient: Identifiable {
    let id: Int
    var name: String
}

struct IngredientField: View {
    @Binding var ingredient: Ingredient

    var body: some View {
        let _ = print("IngredientField body: \(ingredient.name)")
        TextField("Ingredient \(ingredient.id)", text: $ingredient.name)
    }
}

struct RecipeEditor: View {
    @State private var ingredients = [
        Ingredient(id: 1, name: "Flour"),
        Ingredient(id: 2, name: "Sugar"),
        Ingredient(id: 3, name: "Eggs"),
    ]

    var body: some View {
        let _ = print("RecipeEditor body")
        Form {
            ForEach($ingredients) { $ingredient in
                IngredientField(ingredient: $ingredient)
            }
        }
    }
}

struct IndexedRecipeEditor: View {
    @State private var ingredients = [
        Ingredient(id: 1, name: "Flour"),
        Ingredient(id: 2, name: "Sugar"),
        Ingredient(id: 3, name: "Eggs"),
    ]

    var body: some View {
        let _ = print("IndexedRecipeEditor body")
        Form {
            ForEach(ingredients.indices, id: \.self) { index in
                IngredientField(ingredient: $ingredients[index])
            }
        }
    }
}

:mount RecipeEditor()
// expect: RecipeEditor body
// expect: IngredientField body: Flour
// expect: IngredientField body: Sugar
// expect: IngredientField body: Eggs
:type "s" into "Ingredient 1"
// expect: RecipeEditor body
// expect: IngredientField body: Flours
// expect: IngredientField body: Sugar
// expect: IngredientField body: Eggs
:mount IndexedRecipeEditor()
// expect: IndexedRecipeEditor body
// expect: IngredientField body: Flour
// expect: IngredientField body: Sugar
// expect: IngredientField body: Eggs
:type "s" into "Ingredient 1"
// expect: IndexedRecipeEditor body
// expect: IngredientField body: Flours
