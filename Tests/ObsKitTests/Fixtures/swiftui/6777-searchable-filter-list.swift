// Follows Apple's `searchable(text:placement:prompt:)` page
// (https://developer.apple.com/documentation/swiftui/view/searchable(text:placement:prompt:)) and its article
// "Adding a search interface to your app": the modifier puts a search field in the navigation bar bound to a
// String, and the view filters what it shows by that text. Own code: a pantry list filtered as the user searches.
// - The search field writes the bound text (Apple, above); `:search` sets it in one turn (README). The body reads
//   it (through `filtered`), so it runs once per search (rules §3.5, §10.1).
// - Rows are identified by their names (rules §1.2). A row still shown keeps its node and gets an equal value: its
//   body does not run (rules §2.3, §2.7). A row filtered out is destroyed; when it comes back it is a new node, and
//   its body runs, in list order (rules §1.2, §2.8). Five short rows are all on screen (rules §1.5).
import SwiftUI

struct PantrySearch: View {
    @State private var searchText = ""
    private let ingredients = ["Basil", "Butter", "Garlic", "Ginger", "Lemon"]

    var filtered: [String] {
        if searchText.isEmpty { return ingredients }
        return ingredients.filter { $0.localizedCaseInsensitiveContains(searchText) }
    }

    var body: some View {
        let _ = print("PantrySearch body: \(filtered.count) shown")
        NavigationStack {
            List(filtered, id: \.self) { name in
                IngredientRow(name: name)
            }
            .navigationTitle("Pantry")
            .searchable(text: $searchText, prompt: "Ingredients")
        }
    }
}

struct IngredientRow: View {
    let name: String

    var body: some View {
        let _ = print("IngredientRow body: \(name)")
        Text(name)
    }
}

:mount PantrySearch()
// expect: PantrySearch body: 5 shown
// expect: IngredientRow body: Basil
// expect: IngredientRow body: Butter
// expect: IngredientRow body: Garlic
// expect: IngredientRow body: Ginger
// expect: IngredientRow body: Lemon
:search "g"
// expect: PantrySearch body: 2 shown
:search "gi"
// expect: PantrySearch body: 1 shown
:search ""
// expect: PantrySearch body: 5 shown
// expect: IngredientRow body: Basil
// expect: IngredientRow body: Butter
// expect: IngredientRow body: Garlic
// expect: IngredientRow body: Lemon
