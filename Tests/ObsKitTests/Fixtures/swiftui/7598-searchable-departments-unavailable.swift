// Follows Apple's searchable(text:placement:prompt:) (https://developer.apple.com/documentation/swiftui/view/searchable(text:placement:prompt:)): a department list filtered by the search text, with ContentUnavailableView.search when nothing matches
// What SwiftUI does: the search field is bound to `searchText`; each change of the text is a state change,
// so the view that reads it (to filter) runs its body again, once per change (rules §15.10, §3.5, §10.1).
// Setting the text to what it already is changes nothing (rules §3.4). When no row matches, the list shows
// `ContentUnavailableView.search(text:)` (Apple `contentunavailableview`).
// Sources: Apple `view/searchable(text:placement:prompt:)`, `contentunavailableview`; rules §3.4, §3.5, §15.10.
import SwiftUI

struct DepartmentList: View {
    @State private var searchText = ""
    private let departments = ["Engineering", "Finance", "Marketing", "Sales"]

    private var filtered: [String] {
        if searchText.isEmpty { return departments }
        return departments.filter { $0.localizedCaseInsensitiveContains(searchText) }
    }

    var body: some View {
        let shown = filtered
        let _ = print(shown.isEmpty ? "no results" : "showing: \(shown.joined(separator: ", "))")
        NavigationStack {
            List(shown, id: \.self) { name in
                Text(name)
            }
            .overlay {
                if shown.isEmpty {
                    ContentUnavailableView.search(text: searchText)
                }
            }
            .navigationTitle("Departments")
            .searchable(text: $searchText, prompt: "Find a department")
        }
    }
}

:mount DepartmentList()
// expect: showing: Engineering, Finance, Marketing, Sales
:search "in"
// expect: showing: Engineering, Finance, Marketing
:search "in"
:search "zz"
// expect: no results
:search ""
// expect: showing: Engineering, Finance, Marketing, Sales
