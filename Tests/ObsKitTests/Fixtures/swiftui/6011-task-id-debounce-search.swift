// Debounced search with .task(id:) (a pattern from WWDC21 "Discover concurrency in SwiftUI" and many blog
// posts): each change of the query cancels the running task and starts a new one, which sleeps 300 ms
// before "searching".
// Expected: typing "swi" quickly (one keystroke per turn, no time passing) starts and cancels a task per
// keystroke; after advancing 300ms only the last query ("swi") runs the search; the earlier tasks print
// "cancelled" with the live query (a @State read outside a body sees the current value).
// Source: https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:) ;
// WWDC21 "Discover concurrency in SwiftUI"
import SwiftUI

struct SearchView: View {
    @State private var query = ""
    @State private var results: [String] = []
    let all = ["swift", "swiftui", "combine", "observation", "swift testing"]

    var body: some View {
        VStack {
            TextField("Search", text: $query)
            ForEach(results, id: \.self) { Text($0) }
        }
        .task(id: query) {
            guard !query.isEmpty else { return }
            do {
                try await Task.sleep(for: .milliseconds(300))
            } catch {
                print("cancelled \(query)")
                return
            }
            print("searching \(query)")
            results = all.filter { $0.contains(query) }
        }
    }
}

:mount SearchView()
:type "swi" into "Search"
:advance 300ms
:tree

// expect: cancelled sw
// expect: cancelled swi
// expect: searching swi
// expect: SearchView#1
// expect:   VStack  .task
// expect:     TextField "Search" = "swi"
// expect:     row #2
// expect:       Text "swift"
// expect:     row #3
// expect:       Text "swiftui"
// expect:     row #4
// expect:       Text "swift testing"
