// Mistake: observes a struct with .onChange(of:) although the struct does not conform to Equatable.
// Expected message: Xcode's (from knowledge; not machine-checked)
import SwiftUI

struct SearchFilter {
    var text: String
    var onlyFavorites: Bool
}

struct RecipeSearch: View {
    @State private var filter = SearchFilter(text: "", onlyFavorites: false)
    @State private var searches = 0

    var body: some View {
        Form {
            TextField("Search", text: $filter.text)
            Toggle("Favorites only", isOn: $filter.onlyFavorites)
            Text("Searches run: \(searches)")
        }
        .onChange(of: filter) { oldValue, newValue in
            if oldValue.text != newValue.text || oldValue.onlyFavorites != newValue.onlyFavorites {
                searches += 1
            }
        }
    }
}

:mount RecipeSearch()
:toggle "Favorites only"
// expect-error: instance method 'onChange(of:initial:_:)' requires that 'SearchFilter' conform to 'Equatable'
