// .searchable(text:) on a NavigationStack's list with a computed filtered array and
// ContentUnavailableView.search when nothing matches (Apple's "Adding a search interface to your app").
// Expected: setting the search text re-runs the body (it read searchText) and filters rows
// case-insensitively; no match shows the "No Results" unavailable view; clearing shows all rows.
// Source: https://developer.apple.com/documentation/swiftui/adding-a-search-interface-to-your-app ;
// https://developer.apple.com/documentation/swiftui/contentunavailableview
import SwiftUI

struct Department: Identifiable {
    let id = UUID()
    let name: String
}

struct ContentView: View {
    let departments = ["Produce", "Bakery", "Dairy", "Deli"].map { Department(name: $0) }
    @State private var searchText = ""

    var searchResults: [Department] {
        if searchText.isEmpty {
            return departments
        } else {
            return departments.filter { $0.name.localizedCaseInsensitiveContains(searchText) }
        }
    }

    var body: some View {
        NavigationStack {
            List(searchResults) { department in
                Text(department.name)
            }
            .overlay {
                if searchResults.isEmpty {
                    ContentUnavailableView.search(text: searchText)
                }
            }
            .navigationTitle("Departments")
        }
        .searchable(text: $searchText, prompt: "Find a department")
    }
}

:mount ContentView()
:search "d"
:tree
:search "zzz"
:tree
:search ""
:tree

// expect: ContentView#1
// expect:   NavigationStack  .searchable
// expect:     List  .overlay .navigationTitle
// expect:       row #2
// expect:         Text "Produce"
// expect:       row #4
// expect:         Text "Dairy"
// expect:       row #5
// expect:         Text "Deli"
// expect: ContentView#1
// expect:   NavigationStack  .searchable
// expect:     List  .overlay .navigationTitle
// expect:     ContentUnavailableView  .navigationTitle
// expect:       Text "No Results for “zzz”"
// expect:       Text "Check the spelling or try a new search."
// expect: ContentView#1
// expect:   NavigationStack  .searchable
// expect:     List  .overlay .navigationTitle
// expect:       row #6
// expect:         Text "Produce"
// expect:       row #7
// expect:         Text "Bakery"
// expect:       row #8
// expect:         Text "Dairy"
// expect:       row #9
// expect:         Text "Deli"
