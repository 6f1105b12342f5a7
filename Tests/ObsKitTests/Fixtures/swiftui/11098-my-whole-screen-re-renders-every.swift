// Swift Forums style (my whole screen re-renders on every keystroke): a body that reads the query runs per keystroke, split state re-runs only the view that reads it while typing, and a parent render re-runs a child whose $binding captured an older value; _printChanges names the cause (rules §12.1, §12.2, §3.5, §9.3, §2.5, §1.1) (expectation corrected against rules §2.5)
import SwiftUI

struct ResultsHeader: View {
    let total: Int
    var body: some View {
        let _ = Self._printChanges()
        Text("\(total) results")
    }
}

struct EagerLibraryView: View {
    @State private var query = ""
    private let books = ["Dune", "Emma", "Ulysses"]
    var body: some View {
        let _ = Self._printChanges()
        let filtered = query.isEmpty ? books : books.filter { $0.localizedCaseInsensitiveContains(query) }
        VStack {
            TextField("Filter", text: $query)
            ResultsHeader(total: filtered.count)
        }
    }
}

struct SearchBar: View {
    @Binding var query: String
    var body: some View {
        let _ = Self._printChanges()
        VStack {
            TextField("Search", text: $query)
            Text("Searching: \(query)")
        }
    }
}

struct LibraryView: View {
    @State private var query = ""
    @State private var books = ["Dune", "Emma", "Ulysses"]
    var body: some View {
        let _ = Self._printChanges()
        VStack {
            SearchBar(query: $query)
            ResultsHeader(total: books.count)
            Button("Add book") { books.append("Middlemarch") }
        }
    }
}

struct ContentView: View {
    @State private var split = false
    var body: some View {
        VStack {
            Button("Use split views") { split = true }
            if split {
                LibraryView()
            } else {
                EagerLibraryView()
            }
        }
    }
}

:mount ContentView()
// expect: EagerLibraryView: @self, @identity, _query changed.
// expect: ResultsHeader: @self changed.
:type "em" into "Filter"
// expect: EagerLibraryView: _query changed.
// expect: EagerLibraryView: _query changed.
// expect: ResultsHeader: @self changed.
:tap "Use split views"
// expect: LibraryView: @self, @identity, _query, _books changed.
// expect: SearchBar: @self, @identity, _query changed.
// expect: ResultsHeader: @self changed.
:type "x" into "Search"
// expect: SearchBar: _query changed.
:tap "Add book"
// expect: LibraryView: _books changed.
// expect: SearchBar: @self changed.
// expect: ResultsHeader: @self changed.
