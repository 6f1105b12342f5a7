// Apple List docs style: .searchable on a NavigationStack's List, results computed from the @State query, and ContentUnavailableView.search as an overlay when nothing matches; kept rows skip their bodies, rows that come back are new (rules §15.10, §3.5, §1.2, §2.7)
import SwiftUI

struct Recipe: Identifiable, Equatable {
    let id: Int
    let name: String
}

struct RecipeRow: View {
    let recipe: Recipe

    var body: some View {
        let _ = print("RecipeRow body: \(recipe.name)")
        Text(recipe.name)
    }
}

struct RecipeBrowser: View {
    @State private var query = ""
    private let recipes = [Recipe(id: 1, name: "Paella"), Recipe(id: 2, name: "Pad Thai"), Recipe(id: 3, name: "Ramen")]

    private var results: [Recipe] {
        query.isEmpty ? recipes : recipes.filter { $0.name.lowercased().contains(query.lowercased()) }
    }

    var body: some View {
        let _ = print("RecipeBrowser body: '\(query)' \(results.count) results")
        NavigationStack {
            List(results) { recipe in
                RecipeRow(recipe: recipe)
            }
            .overlay {
                if results.isEmpty {
                    ContentUnavailableView.search(text: query)
                }
            }
            .navigationTitle("Recipes")
            .searchable(text: $query)
        }
    }
}

:mount RecipeBrowser()
// expect: RecipeBrowser body: '' 3 results
// expect: RecipeRow body: Paella
// expect: RecipeRow body: Pad Thai
// expect: RecipeRow body: Ramen
:search "pa"
// expect: RecipeBrowser body: 'pa' 2 results
:search "zz"
// expect: RecipeBrowser body: 'zz' 0 results
:search ""
// expect: RecipeBrowser body: '' 3 results
// expect: RecipeRow body: Paella
// expect: RecipeRow body: Pad Thai
// expect: RecipeRow body: Ramen
