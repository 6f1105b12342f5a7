// Check error: NavigationLink(value:) with a struct that is not Hashable
import SwiftUI

struct Recipe: Identifiable {
    let id = UUID()
    var name: String
    var minutes: Int
}

struct RecipeList: View {
    let recipes = [Recipe(name: "Pancakes", minutes: 20), Recipe(name: "Omelette", minutes: 10)]

    var body: some View {
        NavigationStack {
            List(recipes) { recipe in
                NavigationLink(recipe.name, value: recipe)
            }
            .navigationTitle("Recipes")
        }
    }
}

:mount RecipeList()
// expect-error: initializer 'init(_:value:)' requires that 'Recipe' conform to 'Hashable'
