// rules §11 (.task(id:)): a body re-run with an equal id keeps the running task; a changed id
// cancels it and starts a new one. Only the new task finishes.
import SwiftUI

struct Search: View {
    let query: String
    let round: Int
    var body: some View {
        let _ = print("Search body", query, round)
        Text(query)
            .task(id: query) {
                print("start", query)
                do {
                    try await Task.sleep(for: .seconds(1))
                    print("done", query)
                } catch {
                }
            }
    }
}

struct Root: View {
    @State private var query = "a"
    @State private var round = 0
    var body: some View {
        VStack {
            Button("Rerender") { round += 1 }
            Button("Next") { query = "b" }
            Search(query: query, round: round)
        }
    }
}

:mount Root()
:tap "Rerender"
:tap "Next"
:advance 1s

// expect: Search body a 0
// expect: start a
// expect: Search body a 1
// expect: Search body b 1
// expect: start b
// expect: done b
