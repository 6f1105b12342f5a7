// Fatbobman, "Understanding SwiftUI's onChange", https://fatbobman.com/en/posts/onchange/ — onChange(of:initial:) with old and new values on a search query: the initial call, its order against onAppear, and an action that writes state causing a second update
// Apple's onChange(of:initial:_:): with initial true the action also runs when the view appears, old and new both
// the first value; later it runs after the update in which the value changed. Callbacks on one view run in the
// order their modifiers are written (rules §11.1). The body reads query (as onChange's argument), so each
// keystroke runs it first; a write in the action is a new change, flushed in the same turn (§10.1).
import SwiftUI

struct SearchView: View {
    @State private var query = ""
    @State private var searches = 0

    var body: some View {
        let _ = print("SearchView body, searches \(searches)")
        VStack {
            TextField("Search", text: $query)
            Text("Searches: \(searches)")
        }
        .onChange(of: query, initial: true) { oldValue, newValue in
            print("query '\(oldValue)' -> '\(newValue)'")
            if newValue.count >= 2 {
                searches += 1
            }
        }
        .onAppear { print("appeared") }
    }
}

:mount SearchView()
// expect: SearchView body, searches 0
// expect: query '' -> ''
// expect: appeared
:type "ab" into "Search"
// expect: SearchView body, searches 0
// expect: query '' -> 'a'
// expect: SearchView body, searches 0
// expect: query 'a' -> 'ab'
// expect: SearchView body, searches 1
:clear "Search"
// expect: SearchView body, searches 1
// expect: query 'ab' -> ''
