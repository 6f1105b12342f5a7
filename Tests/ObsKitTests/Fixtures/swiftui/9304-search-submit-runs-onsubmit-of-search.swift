// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/onsubmit(of:_:) (Return in a search field runs the onSubmit whose triggers include .search)
// Apple's onSubmit(of:_:) page: "Use this modifier ... to invoke an action whenever the user submits this view";
// the triggers say which views: `.search` for the searchable modifier's field, `.text` (the default) for text
// fields. So Return in the search field (`:submit` with its prompt) runs the `.search` action only; Return in
// the note field runs the `.text` action only.
import SwiftUI

struct Recipes: View {
    @State private var query = ""
    @State private var note = ""
    @State private var searches: [String] = []

    var body: some View {
        NavigationStack {
            List {
                TextField("Note", text: $note)
                Text("Searched: \(searches.joined(separator: ", "))")
            }
            .searchable(text: $query, prompt: "Find a recipe")
            .onSubmit(of: .search) {
                searches.append(query)
                print("search submitted: \(query)")
            }
            .onSubmit {
                print("note submitted: \(note)")
            }
        }
    }
}

:mount Recipes()
:search "soup"
:submit "Find a recipe"
// expect: search submitted: soup
:type "spicy" into "Note"
:submit "Note"
// expect: note submitted: spicy
:search "bread"
:submit "Find a recipe"
// expect: search submitted: bread
