// Stack Overflow answer: two "Milk" entries in a shopping list — give each entry its own id instead of `id: \.self`, and swipe-to-delete removes the one swiped
// What SwiftUI does: with `id: \.self` two equal strings would share one id, and ForEach asks for unique ids (Apple
// `foreach`); the answer avoids that with an `Identifiable` entry, so the two "Milk" rows are two nodes with their
// own @State (rules §1.2). Swiping the second "Milk" row calls onDelete with its offset, [2] (rules §15.2); only that
// id goes away, with onDisappear (rules §11.1), and the first "Milk" keeps its count. The parent's body reads the
// array: one run per change (rules §3.5).
// Sources: rules §1.2, §3.5, §11.1, §15.2; https://developer.apple.com/documentation/swiftui/foreach
import SwiftUI

struct GroceryEntry: Identifiable {
    let id: Int
    let name: String
}

struct GroceryRow: View {
    let entry: GroceryEntry
    @State private var count = 0

    var body: some View {
        Button("\(entry.name) x\(count)") {
            count += 1
        }
        .onDisappear { print("disappear \(entry.name) #\(entry.id)") }
    }
}

struct GroceriesView: View {
    @State private var entries = [
        GroceryEntry(id: 1, name: "Milk"),
        GroceryEntry(id: 2, name: "Eggs"),
        GroceryEntry(id: 3, name: "Milk"),
    ]

    var body: some View {
        let _ = print("GroceriesView body: ids \(entries.map(\.id))")
        NavigationStack {
            List {
                ForEach(entries) { entry in
                    GroceryRow(entry: entry)
                }
                .onDelete { offsets in
                    print("onDelete \(Array(offsets))")
                    entries.remove(atOffsets: offsets)
                }
            }
            .navigationTitle("Groceries")
        }
    }
}

:mount GroceriesView()
// expect: GroceriesView body: ids [1, 2, 3]
:tap "Milk x0"
:tap "Milk x1"
:delete "Milk x0"
// expect: onDelete [2]
// expect: GroceriesView body: ids [1, 2]
// expect: disappear Milk #3
:tap "Milk x2"
:tap "Eggs x0"
