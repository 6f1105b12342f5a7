// SwiftUI from a tutorial pattern: https://developer.apple.com/documentation/swiftui/view/searchable(text:ispresented:placement:prompt:)-1hn4y (iOS 17 searchable(text:isPresented:): a toolbar button opens search from code, dismissSearch closes it)
// Apple: `isPresented` is "a Binding that controls the presented state of search". It goes both ways: when
// the person starts searching, SwiftUI sets it to true; setting it to true from code activates the search
// field. Views inside the searchable content see `isSearching` true while search is active.
// DismissSearchAction (Apple's page): sets isSearching to false, clears the text, removes focus from the
// field, so search is no longer presented and the binding goes back to false.
// The screen's body reads the binding, the results view reads isSearching: the screen runs first.
// - Typing "pie" in the search field: presented true, searching true.
// - "Done searching" (dismissSearch): both false again.
// - The toolbar's "Find" sets the binding: search is presented and the results view is searching.
import SwiftUI

struct RecipeResults: View {
    @Environment(\.isSearching) private var isSearching
    @Environment(\.dismissSearch) private var dismissSearch

    var body: some View {
        let _ = print("results: searching \(isSearching)")
        VStack {
            Text(isSearching ? "Searching…" : "All recipes")
            Button("Done searching") { dismissSearch() }
        }
    }
}

struct RecipesScreen: View {
    @State private var query = ""
    @State private var searchPresented = false

    var body: some View {
        let _ = print("screen: search presented \(searchPresented)")
        NavigationStack {
            RecipeResults()
                .navigationTitle("Recipes")
                .toolbar {
                    Button("Find") { searchPresented = true }
                }
                .searchable(text: $query, isPresented: $searchPresented)
        }
    }
}

:mount RecipesScreen()
// expect: screen: search presented false
// expect: results: searching false
:search "pie"
// expect: screen: search presented true
// expect: results: searching true
:tap "Done searching"
// expect: screen: search presented false
// expect: results: searching false
:tap "Find"
// expect: screen: search presented true
// expect: results: searching true
