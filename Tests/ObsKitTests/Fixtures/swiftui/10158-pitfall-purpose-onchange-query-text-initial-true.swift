// what's-new style: PITFALL (on purpose): `onChange(of: query.text, initial: true)` fires at every appearance of a new view (old == new), not only on changes; `.task(id: query)` with an Equatable struct restarts for a page change the onChange ignores; an equal write to the struct changes nothing (rules §11.1, §11.3, §1.1, §3.4)
import SwiftUI

struct Query: Equatable {
    var text: String
    var page: Int
}

struct ResultsPane: View {
    let query: Query

    var body: some View {
        let _ = print("ResultsPane body: \(query.text) p\(query.page)")
        Text("Results for \(query.text)")
            .onChange(of: query.text, initial: true) { oldValue, newValue in
                print("text onChange \(oldValue) -> \(newValue)")
            }
            .task(id: query) {
                print("task for \(query.text) p\(query.page)")
            }
    }
}

struct SearchHost: View {
    @State private var query = Query(text: "owls", page: 1)
    @State private var showResults = true

    var body: some View {
        let _ = print("SearchHost body")
        VStack {
            Button("Next page") { query.page += 1 }
            Button("Same text") { query.text = "owls" }
            Button("Hide or show") { showResults.toggle() }
            if showResults {
                ResultsPane(query: query)
            }
        }
    }
}

:mount SearchHost()
// expect: SearchHost body
// expect: ResultsPane body: owls p1
// expect: text onChange owls -> owls
// expect: task for owls p1
:tap "Next page"
// expect: SearchHost body
// expect: ResultsPane body: owls p2
// expect: task for owls p2
:tap "Same text"
:tap "Hide or show"
// expect: SearchHost body
:tap "Hide or show"
// expect: SearchHost body
// expect: ResultsPane body: owls p2
// expect: text onChange owls -> owls
// expect: task for owls p2
