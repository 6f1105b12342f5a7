// async-in-views style: debouncing a search field with .task(id: query) and try await Task.sleep: each keystroke cancels the pending search, only the last one runs (rules §11.3)
import SwiftUI

let allLanguages = ["Swift", "SwiftUI", "Swing", "Kotlin", "Scala"]

struct LanguageSearch: View {
    @State private var query = ""
    @State private var results: [String] = []

    var body: some View {
        let _ = print("LanguageSearch body: query='\(query)' results=\(results.count)")
        VStack {
            TextField("Search", text: $query)
            ForEach(results, id: \.self) { Text($0) }
        }
        .task(id: query) {
            let term = query
            guard !term.isEmpty else {
                results = []
                return
            }
            do {
                try await Task.sleep(for: .milliseconds(300))
                print("searching for '\(term)'")
                results = allLanguages.filter { $0.lowercased().contains(term.lowercased()) }
            } catch {
                print("debounce cancelled for '\(term)'")
            }
        }
    }
}

:mount LanguageSearch()
// expect: LanguageSearch body: query='' results=0
:type "swi" into "Search"
// expect: LanguageSearch body: query='s' results=0
// expect: LanguageSearch body: query='sw' results=0
// expect: debounce cancelled for 's'
// expect: LanguageSearch body: query='swi' results=0
// expect: debounce cancelled for 'sw'
:advance 300ms
// expect: searching for 'swi'
// expect: LanguageSearch body: query='swi' results=3
