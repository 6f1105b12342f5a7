// Swift with Majid "NavigationStack" style: value links and navigationDestination(for:); a push builds the detail (its @State fresh), the incoming page appears before the list disappears; a pop destroys the detail, so pushing again starts over (rules §14.3, §11.1, §1.4)
import SwiftUI

struct Recipe: Hashable, Identifiable {
    let id: Int
    let name: String
    let minutes: Int
}

struct RecipeDetail: View {
    let recipe: Recipe
    @State private var servings = 2

    var body: some View {
        let _ = print("RecipeDetail body: \(recipe.name), serves \(servings)")
        Form {
            Text("\(recipe.minutes) minutes")
            Stepper("Serves \(servings)", value: $servings, in: 1...6)
        }
        .navigationTitle(recipe.name)
        .onAppear { print("detail appeared: \(recipe.name)") }
    }
}

struct RecipeBook: View {
    private let recipes = [
        Recipe(id: 1, name: "Pancakes", minutes: 20),
        Recipe(id: 2, name: "Risotto", minutes: 40),
    ]

    var body: some View {
        let _ = print("RecipeBook body")
        NavigationStack {
            List(recipes) { recipe in
                NavigationLink(recipe.name, value: recipe)
            }
            .navigationTitle("Recipes")
            .navigationDestination(for: Recipe.self) { recipe in
                RecipeDetail(recipe: recipe)
            }
            .onAppear { print("list appeared") }
            .onDisappear { print("list disappeared") }
        }
    }
}

:mount RecipeBook()
// expect: RecipeBook body
// expect: list appeared
:tap "Pancakes"
// expect: RecipeDetail body: Pancakes, serves 2
// expect: detail appeared: Pancakes
// expect: list disappeared
:step "Serves 2" up
// expect: RecipeDetail body: Pancakes, serves 3
:back
// expect: list appeared
:tap "Pancakes"
// expect: RecipeDetail body: Pancakes, serves 2
// expect: detail appeared: Pancakes
// expect: list disappeared
