// `onChange(of: query, initial: true)` used to compute search results, the iOS 17 replacement for "onAppear plus
// onChange" in many tutorials.
// What SwiftUI does: with `initial: true` the action also runs when the view first appears, with old and new both
// the initial value (Apple, onChange(of:initial:_:):
// https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)). The action writes `results`, a
// @State the body reads, so another update follows (rules §3.4, §10.1). The body reads `query` (it passes its value
// to onChange), so each keystroke runs the body first, then the action. On the second keystroke the filtered
// results are equal to the old ones: that write is no change, and no second body runs (rules §3.4).
import SwiftUI

struct FruitSearch: View {
    @State private var query = ""
    @State private var results: [String] = []
    let catalog = ["apple", "apricot", "banana", "blueberry"]

    var body: some View {
        let _ = print("FruitSearch body, \(results.count) results")
        VStack {
            TextField("Search", text: $query)
            ForEach(results, id: \.self) { fruit in
                Text(fruit)
            }
        }
        .onChange(of: query, initial: true) { oldValue, newValue in
            print("query '\(oldValue)' -> '\(newValue)'")
            results = newValue.isEmpty ? catalog : catalog.filter { $0.hasPrefix(newValue) }
        }
    }
}

:mount FruitSearch()
// expect: FruitSearch body, 0 results
// expect: query '' -> ''
// expect: FruitSearch body, 4 results
:type "ap" into "Search"
// expect: FruitSearch body, 4 results
// expect: query '' -> 'a'
// expect: FruitSearch body, 2 results
// expect: FruitSearch body, 2 results
// expect: query 'a' -> 'ap'
:clear "Search"
// expect: FruitSearch body, 2 results
// expect: query 'ap' -> ''
// expect: FruitSearch body, 4 results
