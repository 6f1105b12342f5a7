// Apple documentation style ("ForEach" identity): rows keyed by their element's id keep their @State when the array is reversed (equal row values run no body), while an element replaced by one with a new id is a new row that starts over, and the old row disappears (rules §1.2, §2.6, §2.7, §11.1)
import SwiftUI

struct Item: Identifiable {
    let id: Int
    let name: String
}

struct ItemRow: View {
    let item: Item
    @State private var starred = false

    var body: some View {
        let _ = print("ItemRow \(item.name) (#\(item.id)): starred=\(starred)")
        Button("Star \(item.name)") { starred.toggle() }
            .onDisappear { print("row #\(item.id) gone") }
    }
}

struct ItemsView: View {
    @State private var items = [Item(id: 1, name: "A"), Item(id: 2, name: "B")]

    var body: some View {
        let _ = print("ItemsView body: \(items.map(\.name).joined())")
        VStack {
            Button("Reverse") { items.reverse() }
            Button("Replace A") {
                if let index = items.firstIndex(where: { $0.name == "A" }) {
                    items[index] = Item(id: 3, name: "A")
                }
            }
            ForEach(items) { item in
                ItemRow(item: item)
            }
        }
    }
}

:mount ItemsView()
// expect: ItemsView body: AB
// expect: ItemRow A (#1): starred=false
// expect: ItemRow B (#2): starred=false
:tap "Star A"
// expect: ItemRow A (#1): starred=true
:tap "Reverse"
// expect: ItemsView body: BA
:tap "Star B"
// expect: ItemRow B (#2): starred=true
:tap "Replace A"
// expect: ItemsView body: BA
// expect: ItemRow A (#3): starred=false
// expect: row #1 gone
