// Book search with a debounce written the way recent tutorials write it, own code: `.task(id: query)` whose first
// step is `try await Task.sleep(for: .milliseconds(300))`; a new keystroke changes the id, which cancels the sleeping
// task, so only the last query is searched.
// What SwiftUI does: each keystroke writes `query`; the body reads it and runs (rules §3.4, §15.10); after the update
// the task modifier cancels the old task and starts a new one (rules §11.3). The cancelled sleep throws and the task
// returns from its `catch`, in the turn of the cancellation (corpus README, assumption 13). Only after 300 ms without
// typing does a search run. Results are kept in a `@MainActor @Observable` model: an equal array assigned with `=`
// notifies nobody, so the body doesn't run (rules §8.1), and a search for '' finds nothing new.
// Sources: rules §3.4, §8.1, §10.1, §11.3, §15.10;
// https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:)
import SwiftUI

@MainActor
@Observable
final class BookSearchModel {
    var results: [String] = []
    private let catalog = ["Dune", "Dracula", "Emma", "Middlemarch"]

    func search(_ text: String) async {
        print("searching '\(text)'")
        let needle = text.lowercased()
        results = text.isEmpty ? [] : catalog.filter { $0.lowercased().contains(needle) }
    }
}

struct BookSearchView: View {
    @State private var query = ""
    @State private var model = BookSearchModel()

    var body: some View {
        let _ = print("BookSearchView body: '\(query)', \(model.results.count) results")
        VStack {
            TextField("Search books", text: $query)
            ForEach(model.results, id: \.self) { title in
                Text(title)
            }
        }
        .task(id: query) {
            let text = query
            do {
                try await Task.sleep(for: .milliseconds(300))
            } catch {
                print("debounce: dropped '\(text)'")
                return
            }
            await model.search(text)
        }
    }
}

:mount BookSearchView()
// expect: BookSearchView body: '', 0 results
:advance 300ms
// expect: searching ''
:type "dr" into "Search books"
// expect: BookSearchView body: 'd', 0 results
// expect: BookSearchView body: 'dr', 0 results
// expect: debounce: dropped 'd'
:advance 300ms
// expect: searching 'dr'
// expect: BookSearchView body: 'dr', 1 results
:type "a" into "Search books"
// expect: BookSearchView body: 'dra', 1 results
:advance 100ms
:type "c" into "Search books"
// expect: BookSearchView body: 'drac', 1 results
// expect: debounce: dropped 'dra'
:advance 300ms
// expect: searching 'drac'
