// Custom DynamicProperty: a @Disclosure wrapper (nested @State) in every row of an editable list
// Each row keeps its state by its id (rules §1.2, §7.1); a swipe-to-delete removes the row's node and its state
// (rules §1.4, §15.2); the same id added back is a new node with the initial state (§1.2, §3.2). Rows whose values
// are equal skip their bodies when the list's body runs (rules §2.3, §2.7).
import SwiftUI

struct Grocery: Identifiable {
    let id: Int
    let name: String
}

@propertyWrapper
struct Disclosure: DynamicProperty {
    @State private var open = false

    init() {}

    var wrappedValue: Bool {
        get { open }
        nonmutating set { open = newValue }
    }
}

struct GroceryRow: View {
    let item: Grocery
    @Disclosure var showNotes

    init(item: Grocery) {
        self.item = item
    }

    var body: some View {
        let _ = print("\(item.name) row, notes \(showNotes)")
        VStack {
            Text(item.name)
            Button(showNotes ? "Hide notes \(item.name)" : "Notes \(item.name)") { showNotes.toggle() }
        }
    }
}

struct GroceryList: View {
    @State private var items = [Grocery(id: 1, name: "Milk"), Grocery(id: 2, name: "Eggs")]

    var body: some View {
        let _ = print("GroceryList body: \(items.count) items")
        List {
            ForEach(items) { item in
                GroceryRow(item: item)
            }
            .onDelete { offsets in items.remove(atOffsets: offsets) }
            Button("Restore Milk") { items.append(Grocery(id: 1, name: "Milk")) }
        }
    }
}

:mount GroceryList()
// expect: GroceryList body: 2 items
// expect: Milk row, notes false
// expect: Eggs row, notes false
:tap "Notes Eggs"
// expect: Eggs row, notes true
:tap "Notes Milk"
// expect: Milk row, notes true
:delete "Milk"
// expect: GroceryList body: 1 items
:tap "Restore Milk"
// expect: GroceryList body: 2 items
// expect: Milk row, notes false
:tap "Hide notes Eggs"
// expect: Eggs row, notes false
