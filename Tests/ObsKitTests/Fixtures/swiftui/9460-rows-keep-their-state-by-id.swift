// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/foreach (rows keep their @State by id: a counter row for "Milk" keeps its count while items are inserted before it and a neighbour is removed)
// Apple's ForEach page: "It's important that the id of a data element doesn't change unless you replace the data
// element with a new data element that has a new identity." SwiftUI ties each row's state to its element's id, not
// to its position: inserting at the front or removing another row moves Milk's row, but its @State stays with it.
import SwiftUI

struct Grocery: Identifiable {
    let id: String
}

struct TallyRow: View {
    let item: Grocery
    @State private var count = 0
    var body: some View {
        Button("\(item.id) +1") {
            count += 1
            print("\(item.id): \(count)")
        }
    }
}

struct GroceryTally: View {
    @State private var items = [Grocery(id: "Milk"), Grocery(id: "Eggs")]

    var body: some View {
        NavigationStack {
            List {
                ForEach(items) { item in
                    TallyRow(item: item)
                }
            }
            .toolbar {
                Button("Add Bread first") { items.insert(Grocery(id: "Bread"), at: 0) }
                Button("Remove Eggs") { items.removeAll { $0.id == "Eggs" } }
            }
        }
    }
}

:mount GroceryTally()
:tap "Milk +1"
// expect: Milk: 1
:tap "Milk +1"
// expect: Milk: 2
:tap "Eggs +1"
// expect: Eggs: 1
:tap "Add Bread first"
:tap "Milk +1"
// expect: Milk: 3
:tap "Bread +1"
// expect: Bread: 1
:tap "Remove Eggs"
:tap "Milk +1"
// expect: Milk: 4
