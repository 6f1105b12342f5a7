// Sections built from a nested ForEach: an outer ForEach over aisles, an inner one per Section. A row's identity
// is its id *within its own ForEach*, under that ForEach's place (rules §1.1, §1.2): moving "Pears" from Produce to
// Dairy removes it from one inner ForEach and adds it to another, so its node dies and a new one starts with
// `picked = false` (§1.4, §3.2). Apples stays in Produce with an equal value: its body doesn't run and its state
// lives on (§2.7). Apple `section`, `foreach`.
import SwiftUI

struct Grocery: Identifiable {
    let id: Int
    let name: String
    var aisle: String
}

struct GroceryRow: View {
    let item: Grocery
    @State private var picked = false

    var body: some View {
        let _ = print("row \(item.name) in \(item.aisle), picked \(picked)")
        Button(picked ? "\(item.name) ✓" : item.name) { picked.toggle() }
    }
}

struct GroceryList: View {
    @State private var items = [
        Grocery(id: 1, name: "Apples", aisle: "Produce"),
        Grocery(id: 2, name: "Milk", aisle: "Dairy"),
        Grocery(id: 3, name: "Pears", aisle: "Produce"),
    ]
    let aisles = ["Produce", "Dairy"]

    var body: some View {
        List {
            ForEach(aisles, id: \.self) { aisle in
                Section(aisle) {
                    ForEach(items.filter { $0.aisle == aisle }) { item in
                        GroceryRow(item: item)
                    }
                }
            }
        }
        Button("Move Pears to Dairy") { items[2].aisle = "Dairy" }
    }
}

:mount GroceryList()
// expect: row Apples in Produce, picked false
// expect: row Pears in Produce, picked false
// expect: row Milk in Dairy, picked false
:tap "Pears"
// expect: row Pears in Produce, picked true
:tap "Apples"
// expect: row Apples in Produce, picked true
:tap "Move Pears to Dairy"
// expect: row Pears in Dairy, picked false
:tap "Apples ✓"
// expect: row Apples in Produce, picked false
