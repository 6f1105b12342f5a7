// Follows Apple's `View/onChange(of:initial:_:)` page, the form whose action takes no values
// (https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)): "initial: Whether the action
// should be run when this view initially appears." A search field filters a catalog; `initial: true` fills the
// results at launch.
// - The action runs once when the view appears, then at each change of the query; `:type` is one keystroke per turn
//   (Apple, same page; README; rules §10.1).
// - Inside the action, a read of `query` outside any body gets the live @State value, the one just typed (rules
//   §3.4).
// - `String.contains` with another string: "grape" contains "ap" (checked with swiftc 6.3.1).
import SwiftUI

struct FruitSearch: View {
    private let catalog = ["apple", "apricot", "banana", "grape"]
    @State private var query = ""
    @State private var results: [String] = []

    var body: some View {
        VStack {
            TextField("Search", text: $query)
            ForEach(results, id: \.self) { Text($0) }
        }
        .onChange(of: query, initial: true) {
            results = query.isEmpty ? catalog : catalog.filter { $0.contains(query) }
            print("filtered for '\(query)': \(results.count)")
        }
    }
}

:mount FruitSearch()
// expect: filtered for '': 4
:type "ap" into "Search"
// expect: filtered for 'a': 4
// expect: filtered for 'ap': 3
:type "r" into "Search"
// expect: filtered for 'apr': 1
:clear "Search"
// expect: filtered for '': 4
