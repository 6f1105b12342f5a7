// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/dismisssearchaction (ending a search from a sheet's button)
// Apple's DismissSearchAction page: a searchable view shows a button for the first item that matches the
// search; the button opens a sheet whose "Add" toolbar button calls `dismiss()` and then the
// `dismissSearch` action it was handed. Apple: dismissing search sets isSearching to false, clears the
// search field's text and removes its focus. So after "Add" the sheet is gone and the text is empty again,
// which the onChange on the text reports; with no match, the details button is gone too.
import SwiftUI

struct ContentView: View {
    @State private var searchText = ""

    var body: some View {
        NavigationStack {
            SearchedView(searchText: searchText)
                .searchable(text: $searchText)
        }
        .onChange(of: searchText) { _, newValue in
            print("search text: '\(newValue)'")
        }
    }
}

struct SearchedView: View {
    var searchText: String

    let items = ["a", "b", "c"]
    var filteredItems: [String] { items.filter { $0 == searchText.lowercased() } }

    @State private var isPresented = false
    @Environment(\.dismissSearch) private var dismissSearch

    var body: some View {
        if let item = filteredItems.first {
            Button("Details about \(item)") {
                isPresented = true
            }
            .sheet(isPresented: $isPresented) {
                NavigationStack {
                    DetailView(item: item, dismissSearch: dismissSearch)
                }
            }
        }
    }
}

struct DetailView: View {
    var item: String
    var dismissSearch: DismissSearchAction

    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Text("Information about \(item).")
            .toolbar {
                Button("Add") {
                    print("adding \(item)")
                    dismiss()
                    dismissSearch()
                }
            }
            .onAppear { print("detail for \(item)") }
    }
}

:mount ContentView()
:search "B"
// expect: search text: 'B'
:tap "Details about b"
// expect: detail for b
:tap "Add"
// expect: adding b
// expect: search text: ''
:tap "Details about b"
// expect-error: no visible button labelled "Details about b"
