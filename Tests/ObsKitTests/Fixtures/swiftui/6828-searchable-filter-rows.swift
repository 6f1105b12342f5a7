// Follows Apple's `searchable(text:placement:prompt:)` page
// (https://developer.apple.com/documentation/swiftui/view/searchable(text:placement:prompt:)): a NavigationStack whose
// list shows `searchResults`, a computed property that returns all names for an empty search text and
// `names.filter { $0.contains(searchText) }` otherwise. Own code: a tree guide whose rows count visits in @State.
// - `.searchable(text:)` binds the search field's text; `:search` sets it in one turn (rules §15.10). The body reads
//   the text, so it runs once per search (rules §3.5).
// - A name filtered out leaves the ForEach: its node and @State are destroyed and its onDisappear runs (rules §1.2,
//   §1.4, §11.1). When the search is cleared it comes back as a new node with fresh @State (rules §1.2). Rows still
//   shown keep their nodes and @State.
// - Each search here removes at most one row, so one disappearance prints per update. Row bodies print nothing
//   (several are made at mount, in an unspecified order); the labels tapped show each row's state.
import SwiftUI

struct TreeRow: View {
    let name: String
    @State private var visits = 0

    var body: some View {
        Button("\(name): \(visits) visits") {
            visits += 1
            print("visited \(name)")
        }
        .onDisappear {
            print("TreeRow disappeared \(name)")
        }
    }
}

struct TreeGuide: View {
    private let names = ["Maple", "Oak", "Pine"]
    @State private var searchText = ""

    var searchResults: [String] {
        if searchText.isEmpty {
            return names
        } else {
            return names.filter { $0.contains(searchText) }
        }
    }

    var body: some View {
        let _ = print("TreeGuide body, search '\(searchText)': \(searchResults.joined(separator: ", "))")
        NavigationStack {
            List {
                ForEach(searchResults, id: \.self) { name in
                    TreeRow(name: name)
                }
            }
            .navigationTitle("Trees")
        }
        .searchable(text: $searchText)
    }
}

:mount TreeGuide()
// expect: TreeGuide body, search '': Maple, Oak, Pine
:tap "Oak: 0 visits"
// expect: visited Oak
:tap "Pine: 0 visits"
// expect: visited Pine
:search "e"
// expect: TreeGuide body, search 'e': Maple, Pine
// expect: TreeRow disappeared Oak
:tap "Pine: 1 visits"
// expect: visited Pine
:search "ine"
// expect: TreeGuide body, search 'ine': Pine
// expect: TreeRow disappeared Maple
:search ""
// expect: TreeGuide body, search '': Maple, Oak, Pine
:tap "Oak: 0 visits"
// expect: visited Oak
:tap "Pine: 2 visits"
// expect: visited Pine
