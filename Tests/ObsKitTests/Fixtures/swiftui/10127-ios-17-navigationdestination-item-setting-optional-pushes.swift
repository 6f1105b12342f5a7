// what's-new style: iOS 17 `navigationDestination(item:)`: setting the optional pushes the detail with the unwrapped item; `:back` sets it to nil; on a push or pop the incoming page appears before the outgoing one disappears (rules §15.21, §11.1, §14.3)
import SwiftUI

struct Recipe: Hashable, Identifiable {
    let id: Int
    let title: String
}

struct RecipeDetail: View {
    let recipe: Recipe

    var body: some View {
        let _ = print("RecipeDetail body: \(recipe.title)")
        Text(recipe.title)
            .onAppear { print("detail appeared: \(recipe.title)") }
            .onDisappear { print("detail disappeared: \(recipe.title)") }
    }
}

struct RecipeList: View {
    @State private var selected: Recipe?
    let recipes = [Recipe(id: 1, title: "Pancakes"), Recipe(id: 2, title: "Omelette")]

    var body: some View {
        let _ = print("RecipeList body: selected \(selected?.title ?? "none")")
        NavigationStack {
            List(recipes) { recipe in
                Button(recipe.title) { selected = recipe }
            }
            .navigationDestination(item: $selected) { recipe in
                RecipeDetail(recipe: recipe)
            }
            .onAppear { print("list appeared") }
            .onDisappear { print("list disappeared") }
        }
    }
}

:mount RecipeList()
// expect: RecipeList body: selected none
// expect: list appeared
:tap "Pancakes"
// expect: RecipeList body: selected Pancakes
// expect: RecipeDetail body: Pancakes
// expect: detail appeared: Pancakes
// expect: list disappeared
:back
// expect: RecipeList body: selected none
// expect: list appeared
// expect: detail disappeared: Pancakes
:tap "Omelette"
// expect: RecipeList body: selected Omelette
// expect: RecipeDetail body: Omelette
// expect: detail appeared: Omelette
// expect: list disappeared
