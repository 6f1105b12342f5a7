// Issue 13 (A), a detail screen that closes itself: a recipe list with `navigationDestination(for:)`, a
// pushed detail with `@Environment(\.dismiss)` whose "Mark as cooked" button saves and pops.
// Expected: the pushed view's onAppear/onDisappear; dismiss() pops it like :back (2240); the list's
// ForEach row shows the new state after the pop.
import SwiftUI

struct Recipe: Identifiable, Hashable {
    let id: Int
    let name: String
    var cooked = false
}

struct RecipeDetail: View {
    @Environment(\.dismiss) private var dismiss
    let recipe: Recipe
    let markCooked: (Recipe) -> Void

    var body: some View {
        VStack {
            Text(recipe.name)
            Button("Mark as cooked") {
                markCooked(recipe)
                dismiss()
            }
        }
        .onAppear { print("detail appear", recipe.name) }
        .onDisappear { print("detail disappear", recipe.name) }
    }
}

struct RecipesView: View {
    @State private var recipes = [Recipe(id: 1, name: "Pancakes"), Recipe(id: 2, name: "Soup")]

    var body: some View {
        NavigationStack {
            List {
                ForEach(recipes) { recipe in
                    NavigationLink(recipe.cooked ? "\(recipe.name) (cooked)" : recipe.name, value: recipe)
                }
            }
            .navigationTitle("Recipes")
            .navigationDestination(for: Recipe.self) { recipe in
                RecipeDetail(recipe: recipe) { cooked in
                    if let index = recipes.firstIndex(where: { $0.id == cooked.id }) {
                        recipes[index].cooked = true
                        print("cooked", recipes[index].name)
                    }
                }
            }
        }
    }
}

:mount RecipesView()
:tap "Soup"
:tap "Mark as cooked"
:tap "Soup (cooked)"
:back

// expect: detail appear Soup
// expect: cooked Soup
// expect: detail disappear Soup
// expect: detail appear Soup
// expect: detail disappear Soup
