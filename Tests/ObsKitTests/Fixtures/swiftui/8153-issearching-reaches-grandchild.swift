// Ours (rules §15.10): `isSearching` reaches a view two levels under the searched view without the views between
// running, and `:search ""` (the Cancel button) ends the search. Apple, EnvironmentValues.isSearching
// (https://developer.apple.com/documentation/swiftui/environmentvalues/issearching): the value is set in the
// environment of the view the searchable modifier is applied to; only the views that read it depend on it.
import SwiftUI

struct Hint: View {
    @Environment(\.isSearching) private var isSearching
    var body: some View {
        let _ = print("Hint body: searching \(isSearching)")
        Text(isSearching ? "Type to filter" : "Pull down to search")
    }
}

struct Panel: View {
    var body: some View {
        let _ = print("Panel body")
        VStack { Hint() }
    }
}

struct Catalog: View {
    @State private var query = ""
    var body: some View {
        let _ = print("Catalog body")
        NavigationStack {
            Panel()
                .searchable(text: $query)
        }
    }
}

:mount Catalog()
:search "tea"
:search ""
// expect: Catalog body
// expect: Panel body
// expect: Hint body: searching false
// expect: Hint body: searching true
// expect: Hint body: searching false
