// Follows Apple's `onSubmit(of:_:)` page (https://developer.apple.com/documentation/swiftui/view/onsubmit(of:_:)):
// the action runs when the user submits the field with the Return key. Own code: a packing list whose "Add item"
// field appends what was typed on Return and clears itself, skipping empty and duplicate entries.
// - Typing writes `newItem`, which the body never reads: nothing runs (rules §3.5).
// - The action appends and clears: its line, then one body (rules §0.3, §10.1). A skipped entry writes nothing:
//   its line only.
// - Rows are identified by their names (rules §1.2): the existing row keeps its node and an equal value, so only
//   the new row's body runs (rules §2.3, §2.7), after the list's (rules §2.8).
import SwiftUI

struct PackingList: View {
    @State private var items = ["Passport"]
    @State private var newItem = ""

    var body: some View {
        let _ = print("PackingList body: \(items.count) items")
        List {
            ForEach(items, id: \.self) { item in
                PackingRow(name: item)
            }
            TextField("Add item", text: $newItem)
                .submitLabel(.done)
                .onSubmit(addItem)
        }
    }

    func addItem() {
        let trimmed = newItem.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, !items.contains(trimmed) else {
            print("skip '\(newItem)'")
            return
        }
        items.append(trimmed)
        newItem = ""
        print("added \(trimmed)")
    }
}

struct PackingRow: View {
    let name: String

    var body: some View {
        let _ = print("PackingRow body: \(name)")
        Text(name)
    }
}

:mount PackingList()
// expect: PackingList body: 1 items
// expect: PackingRow body: Passport
:type "Socks" into "Add item"
:submit "Add item"
// expect: added Socks
// expect: PackingList body: 2 items
// expect: PackingRow body: Socks
:submit "Add item"
// expect: skip ''
:type "Socks" into "Add item"
:submit "Add item"
// expect: skip 'Socks'
