// Style: Swift Forums thread. Forum question: "How do I debounce a search field? I read that .task(id:) cancels the previous search."
// SwiftUI: `.task(id:)` cancels the running task and starts a new one when the id changes (rules §11.3; Apple `view/task(id:priority:_:)`); passing
// `query` as the id reads it in the body, so each keystroke re-runs the body and the modifier sees a new id (rules §3.5, §10.1). The old task's
// sleep throws, so only the last query, left alone for 300 ms, searches; reads in a task are of the live value (rules §3.4).
import SwiftUI

struct SearchScreen: View {
    @State private var query = ""

    var body: some View {
        TextField("Search", text: $query)
            .task(id: query) {
                let term = query
                guard !term.isEmpty else { return }
                do {
                    try await Task.sleep(for: .milliseconds(300))
                    print("searching for \(term)")
                } catch {
                    print("cancelled search for \(term)")
                }
            }
    }
}

:mount SearchScreen()
:type "sw" into "Search"
// expect: cancelled search for s
:advance 500ms
// expect: searching for sw
:type "i" into "Search"
:advance 100ms
:clear "Search"
// expect: cancelled search for swi
:advance 1s
