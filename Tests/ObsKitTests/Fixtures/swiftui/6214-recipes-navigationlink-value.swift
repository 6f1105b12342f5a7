// A List of Hashable models with NavigationLink(_:value:) and navigationDestination(for:): the detail appears when pushed and disappears when popped; expected output by the SwiftUI rules (rules §14 navigationDestination(for:) builds lazily on push, pop destroys the node; §11 onAppear/onDisappear; Apple: NavigationLink(_:value:))
import SwiftUI

struct Recipe: Hashable, Identifiable {
    let id: Int
    let name: String
    let minutes: Int
}

struct RecipeDetail: View {
    let recipe: Recipe

    var body: some View {
        Text("\(recipe.name) takes \(recipe.minutes) min")
            .navigationTitle(recipe.name)
            .onAppear { print("showing \(recipe.name)") }
            .onDisappear { print("left \(recipe.name)") }
    }
}

struct RecipeList: View {
    let recipes = [
        Recipe(id: 1, name: "Pancakes", minutes: 20),
        Recipe(id: 2, name: "Omelette", minutes: 10),
    ]

    var body: some View {
        NavigationStack {
            List(recipes) { recipe in
                NavigationLink(recipe.name, value: recipe)
            }
            .navigationTitle("Recipes")
            .navigationDestination(for: Recipe.self) { recipe in
                RecipeDetail(recipe: recipe)
            }
        }
    }
}

:mount RecipeList()
:tap "Pancakes"
:back
:tap "Omelette"

// expect: showing Pancakes
// expect: left Pancakes
// expect: showing Omelette
