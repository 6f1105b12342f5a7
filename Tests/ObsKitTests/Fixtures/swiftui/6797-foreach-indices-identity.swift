// Follows Apple's `ForEach.init(_:id:content:)` page
// (https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)), used over a dynamic range as the
// Range initializer's page advises ("To compute views on demand over a dynamic range, use
// ForEach/init(_:id:content:)"): `ForEach(chores.indices, id: \.self)`. Own code: a chore list whose rows keep a
// done mark in @State. The identity consequence: the id is an index, not a chore.
// - The rows are identified by index (rules §1.2). Removing the first chore keeps the nodes of indices 0 and 1,
//   which now show Laundry and Plants with the @State they had as Dishes and Laundry; index 2 goes away, so its
//   node is destroyed and its onDisappear runs (rules §1.2, §1.4, §11.1; Apple: "If the id of a data element
//   changes, the content view generated from that data element loses any current state").
// - The rows get plain values (index and title), not bindings into the array: a binding to a removed index is
//   where index-keyed rows are known to crash, which this file avoids.
// - Row bodies print nothing; actions print, and the labels tapped show each row's state. One onDisappear per
//   update, after the parent's body (rules §10.3).
import SwiftUI

struct ChoreRow: View {
    let index: Int
    let title: String
    @State private var done = false

    var body: some View {
        Button("\(title) \(done ? "[x]" : "[ ]")") {
            done.toggle()
            print("toggled row \(index), \(title)")
        }
        .onDisappear {
            print("row \(index) disappeared")
        }
    }
}

struct ChoreList: View {
    @State private var chores = ["Dishes", "Laundry", "Plants"]

    var body: some View {
        let _ = print("ChoreList body: \(chores.joined(separator: ", "))")
        List {
            ForEach(chores.indices, id: \.self) { index in
                ChoreRow(index: index, title: chores[index])
            }
            Button("Remove first chore") {
                chores.removeFirst()
            }
        }
    }
}

:mount ChoreList()
// expect: ChoreList body: Dishes, Laundry, Plants
:tap "Dishes [ ]"
// expect: toggled row 0, Dishes
:tap "Remove first chore"
// expect: ChoreList body: Laundry, Plants
// expect: row 2 disappeared
:tap "Laundry [x]"
// expect: toggled row 0, Laundry
:tap "Plants [ ]"
// expect: toggled row 1, Plants
:tap "Remove first chore"
// expect: ChoreList body: Plants
// expect: row 1 disappeared
:tap "Plants [ ]"
// expect: toggled row 0, Plants
