// A recipe book with a single selection in the parent (`selectedID: Int?`), a detail card keyed with `.id(recipe.id)`
// so each recipe gets fresh detail state, and a delete button that removes the selected recipe.
// What SwiftUI does: selecting a recipe fills the `if let` branch: a new detail node (first body, then onAppear after
// the update, rules §1.1, §11.1). Selecting another recipe keeps the branch but changes the `.id`, which resets the
// card: its servings start again, with onDisappear (old) then onAppear (new) (rules §1.3, §11.1). Deleting the
// selected recipe makes the lookup fail: the `else` branch replaces the card, whose node dies with its onDisappear
// (rules §1.1, §1.4). The stale `selectedID` stays 3; only the parent's print shows it.
// Sources: rules §1.1, §1.3, §1.4, §3.2, §11.1; https://developer.apple.com/documentation/swiftui/view/id(_:)
import SwiftUI

struct Recipe: Identifiable {
    let id: Int
    let name: String
}

struct RecipeDetail: View {
    let recipe: Recipe
    @State private var servings = 2

    var body: some View {
        let _ = print("RecipeDetail body: \(recipe.name) for \(servings)")
        Button("More servings (\(servings))") { servings += 1 }
            .onAppear { print("RecipeDetail appear: \(recipe.name)") }
            .onDisappear { print("RecipeDetail disappear: \(recipe.name)") }
    }
}

struct RecipeBook: View {
    @State private var recipes = [Recipe(id: 1, name: "Soup"), Recipe(id: 2, name: "Salad"), Recipe(id: 3, name: "Stew")]
    @State private var selectedID: Int?

    var body: some View {
        let _ = print("RecipeBook body: \(recipes.count) recipes, selected \(selectedID.map { "\($0)" } ?? "none")")
        VStack {
            ForEach(recipes) { recipe in
                Button("Open \(recipe.name)") { selectedID = recipe.id }
            }
            if let recipe = recipes.first(where: { $0.id == selectedID }) {
                RecipeDetail(recipe: recipe)
                    .id(recipe.id)
            } else {
                Text("Pick a recipe")
            }
            Button("Delete selected") {
                recipes.removeAll { $0.id == selectedID }
            }
        }
    }
}

:mount RecipeBook()
// expect: RecipeBook body: 3 recipes, selected none
:tap "Open Salad"
// expect: RecipeBook body: 3 recipes, selected 2
// expect: RecipeDetail body: Salad for 2
// expect: RecipeDetail appear: Salad
:tap "More servings (2)"
// expect: RecipeDetail body: Salad for 3
:tap "Open Stew"
// expect: RecipeBook body: 3 recipes, selected 3
// expect: RecipeDetail body: Stew for 2
// expect: RecipeDetail disappear: Salad
// expect: RecipeDetail appear: Stew
:tap "More servings (2)"
// expect: RecipeDetail body: Stew for 3
:tap "Delete selected"
// expect: RecipeBook body: 2 recipes, selected 3
// expect: RecipeDetail disappear: Stew
