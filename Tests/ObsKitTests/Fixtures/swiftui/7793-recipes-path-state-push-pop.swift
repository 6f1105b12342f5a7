// Navigation in apps: a recipe list that pushes details with NavigationLink(value:) and a path in @State (Hacking with Swift style).
// The destination is built only when its value is pushed (rules §14.3, §15.12); the root only passes `$path` and never
// reads it, so its body runs at mount and not on a push or a pop (rules §3.5). A push runs the new body, then the covered
// list's onDisappear, then the new onAppear; a pop runs the popped view's onDisappear, then the list's onAppear (rules §11.1, §14.3, §15.8).
// Order corrected (2026-12-02, rules §11.1): appearance effects run innermost first, and after a push or a pop appearances come before disappearances. This supersedes what the header above says of the order.
import SwiftUI

struct Recipe: Hashable {
    let name: String
    let minutes: Int
}

struct RecipeDetail: View {
    let recipe: Recipe

    var body: some View {
        let _ = print("RecipeDetail body: \(recipe.name)")
        VStack {
            Text(recipe.name)
            Text("\(recipe.minutes) min")
        }
        .navigationTitle(recipe.name)
        .onAppear { print("detail appear: \(recipe.name)") }
        .onDisappear { print("detail disappear: \(recipe.name)") }
    }
}

struct RecipeList: View {
    @State private var path: [Recipe] = []
    let recipes = [Recipe(name: "Pancakes", minutes: 20), Recipe(name: "Shakshuka", minutes: 35)]

    var body: some View {
        let _ = print("RecipeList body")
        NavigationStack(path: $path) {
            List(recipes, id: \.self) { recipe in
                NavigationLink(recipe.name, value: recipe)
            }
            .navigationTitle("Recipes")
            .navigationDestination(for: Recipe.self) { recipe in
                RecipeDetail(recipe: recipe)
            }
            .onAppear { print("list appear") }
            .onDisappear { print("list disappear") }
        }
    }
}

:mount RecipeList()
// expect: RecipeList body
// expect: list appear
:tap "Pancakes"
// expect: RecipeDetail body: Pancakes
// expect: detail appear: Pancakes
// expect: list disappear
:back
// expect: list appear
// expect: detail disappear: Pancakes
:tap "Shakshuka"
// expect: RecipeDetail body: Shakshuka
// expect: detail appear: Shakshuka
// expect: list disappear
