// Apple "View/_printChanges()" as WWDC21 "Demystify SwiftUI" era blogs (Swift by Sundell, contracorner) read it: changed @State fields in declaration order, one body per action, a @Binding token in the child; rules §12.1, §12.2, §10.1, §3.4, §9.3
import SwiftUI

struct SearchBox: View {
    @Binding var query: String

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            TextField("Search", text: $query)
            Text(query.isEmpty ? "Type to search" : "Searching \(query)")
        }
    }
}

struct FilterBar: View {
    @State private var query = ""
    @State private var sortAscending = true
    @State private var page = 1

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            SearchBox(query: $query)
            Text("\(sortAscending ? "A-Z" : "Z-A"), page \(page)")
            Button("Next page") { page += 1 }
            Button("Reverse") {
                page = 1
                sortAscending.toggle()
            }
            Button("First page") { page = 1 }
        }
    }
}

:mount FilterBar()
:tap "Next page"
:tap "Reverse"
:tap "First page"
:type "a" into "Search"

// expect: FilterBar: @self, @identity, _query, _sortAscending, _page changed.
// expect: SearchBox: @self, @identity, _query changed.
// expect: FilterBar: _page changed.
// expect: FilterBar: _sortAscending, _page changed.
// expect: SearchBox: _query changed.
