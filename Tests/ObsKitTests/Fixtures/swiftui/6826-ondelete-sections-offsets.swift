// Follows Apple's `onDelete(perform:)` page
// (https://developer.apple.com/documentation/swiftui/dynamicviewcontent/ondelete(perform:)): "SwiftUI passes a set of
// indices to the closure that's relative to the dynamic view's underlying collection of data", and the action is set
// on one dynamic view (a ForEach). Own code: a produce list with two sections, each with its own ForEach and its own
// onDelete.
// - The offsets are positions in the data of the ForEach whose row was swiped, not in the whole list: swiping the
//   second vegetable passes [1] to the vegetables' action, though the row is the fifth of the list (rules §15.2).
//   Each section's action changes only its own array; the parent's body, which reads both arrays, runs after the
//   action (rules §0.3, §3.5).
// - Each row counts in @State how many are in the basket. The rows that stay keep their nodes and counts though their
//   offsets change (rules §1.2); the labels tapped show it. Rows print only from their actions.
import SwiftUI

struct BasketRow: View {
    let name: String
    @State private var count = 0

    var body: some View {
        Button("\(name) x\(count)") {
            count += 1
            print("one more \(name)")
        }
    }
}

struct ProduceList: View {
    @State private var fruits = ["Apple", "Fig", "Lime"]
    @State private var vegetables = ["Leek", "Kale"]

    var body: some View {
        let _ = print("ProduceList body: fruits \(describe(fruits)) | vegetables \(describe(vegetables))")
        NavigationStack {
            List {
                Section("Fruits") {
                    ForEach(fruits, id: \.self) { name in
                        BasketRow(name: name)
                    }
                    .onDelete { offsets in
                        print("fruits onDelete \(Array(offsets))")
                        fruits.remove(atOffsets: offsets)
                    }
                }
                Section("Vegetables") {
                    ForEach(vegetables, id: \.self) { name in
                        BasketRow(name: name)
                    }
                    .onDelete { offsets in
                        print("vegetables onDelete \(Array(offsets))")
                        vegetables.remove(atOffsets: offsets)
                    }
                }
            }
            .navigationTitle("Produce")
        }
    }

    func describe(_ names: [String]) -> String {
        names.isEmpty ? "none" : names.joined(separator: ",")
    }
}

:mount ProduceList()
// expect: ProduceList body: fruits Apple,Fig,Lime | vegetables Leek,Kale
:tap "Fig x0"
// expect: one more Fig
:tap "Kale x0"
// expect: one more Kale
:delete "Kale x1"
// expect: vegetables onDelete [1]
// expect: ProduceList body: fruits Apple,Fig,Lime | vegetables Leek
:delete "Lime x0"
// expect: fruits onDelete [2]
// expect: ProduceList body: fruits Apple,Fig | vegetables Leek
:delete "Apple x0"
// expect: fruits onDelete [0]
// expect: ProduceList body: fruits Fig | vegetables Leek
:tap "Fig x1"
// expect: one more Fig
:delete "Leek x0"
// expect: vegetables onDelete [0]
// expect: ProduceList body: fruits Fig | vegetables none
