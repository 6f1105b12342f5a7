// rules §8 (attribution), §2: a ForEach row builder runs in the row's own attribute, so a
// property read there is the row's dependency: renaming re-runs that row only, not the parent
// body and not the other row.
import SwiftUI
import Observation

@Observable final class Item: Identifiable {
    let id: Int
    var title: String
    init(id: Int, title: String) { self.id = id; self.title = title }
}

let items = [Item(id: 1, title: "a"), Item(id: 2, title: "b")]

struct ListView: View {
    let items: [Item]
    var body: some View {
        let _ = print("ListView body")
        VStack {
            Button("Rename first") { items[0].title += "!" }
            ForEach(items) { item in
                let _ = print("row", item.title)
                Text(item.title)
            }
        }
    }
}

:mount ListView(items: items)
:tap "Rename first"
items[1].title = "B"

// expect: ListView body
// expect: row a
// expect: row b
// expect: row a!
// expect: row B
