// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/foreach (rows with @State keyed by a stable id keep their state when an item is inserted in front; rows keyed by index keep the state at their position, now showing another item)
// Apple's ForEach page: "It's important that the id of a data element doesn't change unless you replace
// the data element with a new data element that has a new identity. If the id of a data element changes,
// the content view generated from that data element loses any current state and animations."
// Two lists of the same rows, each row a CounterRow with its own @State taps:
// - Keyed by Identifiable ids: inserting "A" in front makes one new row; B's row keeps its taps.
// - Keyed by `items.indices` with `id: \.self`: the id 0 now names "A", so the row that counted B's taps
//   shows A with them, B's row is the old row 1, and a new row 2 appears for C.
import SwiftUI

struct Item: Identifiable {
    let id = UUID()
    var name: String
}

struct CounterRow: View {
    let name: String
    @State private var taps = 0

    var body: some View {
        let _ = print("row \(name), taps \(taps)")
        Button("\(name): \(taps)") {
            taps += 1
        }
        .onAppear {
            print("appear \(name)")
        }
    }
}

struct StableList: View {
    @State private var items = [Item(name: "B"), Item(name: "C")]

    var body: some View {
        VStack {
            Button("Insert A") {
                items.insert(Item(name: "A"), at: 0)
            }
            ForEach(items) { item in
                CounterRow(name: item.name)
            }
        }
    }
}

struct IndexList: View {
    @State private var items = [Item(name: "B"), Item(name: "C")]

    var body: some View {
        VStack {
            Button("Insert A") {
                items.insert(Item(name: "A"), at: 0)
            }
            ForEach(items.indices, id: \.self) { index in
                CounterRow(name: items[index].name)
            }
        }
    }
}

:mount StableList()
// expect: row B, taps 0
// expect: row C, taps 0
// expect: appear B
// expect: appear C
:tap "B: 0"
// expect: row B, taps 1
:tap "Insert A"
// expect: row A, taps 0
// expect: appear A
:mount IndexList()
// expect: row B, taps 0
// expect: row C, taps 0
// expect: appear B
// expect: appear C
:tap "B: 0"
// expect: row B, taps 1
:tap "Insert A"
// expect: row A, taps 1
// expect: row B, taps 0
// expect: row C, taps 0
// expect: appear C
