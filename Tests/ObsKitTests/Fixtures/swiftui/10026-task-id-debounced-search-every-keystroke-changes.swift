// Swift with Majid style: .task(id:) as a debounced search — every keystroke changes the id, which cancels the sleeping task and starts a new one; only the last query survives the pause and writes results (rules §11.3, §10.1, §3.5)
import SwiftUI

struct SearchScreen: View {
    @State private var query = ""
    @State private var results: [String] = []
    let fruits = ["apple", "apricot", "banana", "blueberry"]

    var body: some View {
        let _ = print("SearchScreen body: '\(query)' \(results.count) results")
        VStack {
            TextField("Search", text: $query)
            ForEach(results, id: \.self) { fruit in
                Text(fruit)
            }
        }
        .task(id: query) {
            let q = query
            print("task start '\(q)'")
            try? await Task.sleep(for: .milliseconds(300))
            guard !Task.isCancelled else { return }
            results = fruits.filter { $0.hasPrefix(q) }
            print("searched '\(q)': \(results.count)")
        }
    }
}

:mount SearchScreen()
// expect: SearchScreen body: '' 0 results
// expect: task start ''
:advance 400ms
// expect: searched '': 4
// expect: SearchScreen body: '' 4 results
:type "ap" into "Search"
// expect: SearchScreen body: 'a' 4 results
// expect: task start 'a'
// expect: SearchScreen body: 'ap' 4 results
// expect: task start 'ap'
:advance 400ms
// expect: searched 'ap': 2
// expect: SearchScreen body: 'ap' 2 results
:type "r" into "Search"
// expect: SearchScreen body: 'apr' 2 results
// expect: task start 'apr'
:advance 1s
// expect: searched 'apr': 1
// expect: SearchScreen body: 'apr' 1 results
