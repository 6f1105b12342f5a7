// Follows Apple's `ForEach` page (https://developer.apple.com/documentation/swiftui/foreach): a ForEach "computes
// views on demand from an underlying collection of identified data", here a filtered copy of the data. Own code:
// recipes with a "Favorites only" toggle; each row keeps a servings count in @State.
// - Filtering removes an id from the ForEach's data: its node is destroyed, with its @State, and its onDisappear
//   runs (rules §1.2, §1.4, §11.1). When the filter is turned off the id comes back as a new node with fresh @State
//   (rules §1.2: "a new id makes one"), whose body runs after the parent's (rules §2.8).
// - Rows that stay keep their nodes and @State and, with equal values, skip their bodies (rules §2.7).
// - The filter removes one row at a time, so one disappearance prints per update. At mount the three rows print the
//   same line, so the order of their first bodies (not specified) does not show.
import SwiftUI

struct Recipe: Identifiable {
    let id: Int
    let name: String
    let favorite: Bool
}

struct RecipeRow: View {
    let recipe: Recipe
    @State private var servings = 2

    var body: some View {
        let _ = print("RecipeRow body, \(servings) servings")
        Button("\(recipe.name) for \(servings)") {
            servings += 1
        }
        .onDisappear {
            print("RecipeRow disappeared \(recipe.name)")
        }
    }
}

struct RecipeList: View {
    private let recipes = [
        Recipe(id: 1, name: "Soup", favorite: false),
        Recipe(id: 2, name: "Pie", favorite: true),
        Recipe(id: 3, name: "Stew", favorite: true),
    ]
    @State private var favoritesOnly = false

    var body: some View {
        let shown = favoritesOnly ? recipes.filter(\.favorite) : recipes
        let _ = print("RecipeList body: \(shown.map(\.name).joined(separator: ", "))")
        List {
            Toggle("Favorites only", isOn: $favoritesOnly)
            ForEach(shown) { recipe in
                RecipeRow(recipe: recipe)
            }
        }
    }
}

:mount RecipeList()
// expect: RecipeList body: Soup, Pie, Stew
// expect: RecipeRow body, 2 servings
// expect: RecipeRow body, 2 servings
// expect: RecipeRow body, 2 servings
:tap "Soup for 2"
// expect: RecipeRow body, 3 servings
:tap "Pie for 2"
// expect: RecipeRow body, 3 servings
:toggle "Favorites only"
// expect: RecipeList body: Pie, Stew
// expect: RecipeRow disappeared Soup
:tap "Pie for 3"
// expect: RecipeRow body, 4 servings
:toggle "Favorites only"
// expect: RecipeList body: Soup, Pie, Stew
// expect: RecipeRow body, 2 servings
:tap "Soup for 2"
// expect: RecipeRow body, 3 servings
:tap "Pie for 4"
// expect: RecipeRow body, 5 servings
