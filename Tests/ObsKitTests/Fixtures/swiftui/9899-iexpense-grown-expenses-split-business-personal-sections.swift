// Hacking with Swift style: iExpense, grown: expenses split into Business and Personal sections by a filter in the parent, deleted with onDelete, saved from a didSet; the section views take a closure, so both run again at each parent render (rules §15.2, §15.6, §2.4, §8.3)
import SwiftUI

struct Spend: Identifiable {
    let id = UUID()
    let name: String
    let type: String
    let amount: Double
}

@Observable
final class SpendStore {
    var items: [Spend] = [] {
        didSet { print("saved \(items.count) items") }
    }
}

struct SpendSection: View {
    let title: String
    let items: [Spend]
    let deleteItems: (IndexSet) -> Void

    var body: some View {
        let _ = print("SpendSection \(title) body: \(items.count)")
        Section(title) {
            ForEach(items) { item in
                HStack {
                    Text(item.name)
                    Spacer()
                    Text(item.amount, format: .currency(code: "USD"))
                }
            }
            .onDelete(perform: deleteItems)
        }
    }
}

struct SpendList: View {
    @State private var store = SpendStore()

    var body: some View {
        let _ = print("SpendList body: \(store.items.count)")
        NavigationStack {
            List {
                SpendSection(title: "Business", items: store.items.filter { $0.type == "Business" }) { offsets in
                    remove(offsets, ofType: "Business")
                }
                SpendSection(title: "Personal", items: store.items.filter { $0.type == "Personal" }) { offsets in
                    remove(offsets, ofType: "Personal")
                }
            }
            .navigationTitle("iSpend")
            .toolbar {
                Button("Add lunch") { store.items.append(Spend(name: "Lunch", type: "Personal", amount: 9)) }
                Button("Add flight") { store.items.append(Spend(name: "Flight", type: "Business", amount: 300)) }
            }
        }
    }

    func remove(_ offsets: IndexSet, ofType type: String) {
        let matching = store.items.filter { $0.type == type }
        let ids = offsets.map { matching[$0].id }
        store.items.removeAll { ids.contains($0.id) }
    }
}

:mount SpendList()
// expect: SpendList body: 0
// expect: SpendSection Business body: 0
// expect: SpendSection Personal body: 0
:tap "Add lunch"
// expect: saved 1 items
// expect: SpendList body: 1
// expect: SpendSection Business body: 0
// expect: SpendSection Personal body: 1
:tap "Add flight"
// expect: saved 2 items
// expect: SpendList body: 2
// expect: SpendSection Business body: 1
// expect: SpendSection Personal body: 1
:tap "Add lunch"
// expect: saved 3 items
// expect: SpendList body: 3
// expect: SpendSection Business body: 1
// expect: SpendSection Personal body: 2
:delete "Lunch"
// expect: saved 2 items
// expect: SpendList body: 2
// expect: SpendSection Business body: 1
// expect: SpendSection Personal body: 1
:delete "Flight"
// expect: saved 1 items
// expect: SpendList body: 1
// expect: SpendSection Business body: 0
// expect: SpendSection Personal body: 1
