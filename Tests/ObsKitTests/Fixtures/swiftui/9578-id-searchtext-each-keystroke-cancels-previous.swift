// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:) (a search field debounced with .task(id: searchText): each keystroke cancels the previous task, whose Task.sleep throws; only the last query searches)
// Apple's task(id:priority:_:) page: the task starts before the view appears; when the id value changes,
// SwiftUI cancels the running task and starts a new one; it is cancelled when the view disappears.
// Here it debounces a search, as the common pattern does: the task sleeps 300 ms, then searches.
// - At appearance the task runs with the empty text and returns at once.
// - Typing "ab" starts a task for "a", then cancels it for "ab": the first task's sleep throws. It kept
//   its query in a local, but its read of the @State searchText, outside any view update, is the live
//   value: "ab".
// - After 300 ms without typing, only "ab" is searched.
import SwiftUI

struct SearchView: View {
    @State private var searchText = ""
    @State private var results: [String] = []
    let catalog = ["apple", "abacus", "banana", "absinthe"]

    var body: some View {
        VStack {
            TextField("Search", text: $searchText)
            ForEach(results, id: \.self) { result in
                Text(result)
            }
        }
        .task(id: searchText) {
            let query = searchText
            guard !query.isEmpty else { return }
            do {
                try await Task.sleep(for: .milliseconds(300))
            } catch {
                print("cancelled \"\(query)\", text is now \"\(searchText)\"")
                return
            }
            results = catalog.filter { $0.hasPrefix(query) }
            print("searched \"\(query)\": \(results.joined(separator: ", "))")
        }
    }
}

:mount SearchView()
:type "ab" into "Search"
// expect: cancelled "a", text is now "ab"
:advance 299ms
:advance 1ms
// expect: searched "ab": abacus, absinthe
:type "s" into "Search"
:advance 1s
// expect: searched "abs": absinthe
