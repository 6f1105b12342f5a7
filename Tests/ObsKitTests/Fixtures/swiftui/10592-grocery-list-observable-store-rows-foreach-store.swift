// everyday app screens style: a grocery list on an @Observable store with rows from ForEach($store.items) that toggle done; a binding from ForEach($...) is new at every body, so each shown row runs whenever the screen runs; a toolbar button adds, a swipe deletes, the store is released at unmount (rules §15.1, §15.2, §15.4, §8.3)
import SwiftUI

struct Grocery: Identifiable {
    let id = UUID()
    var name: String
    var done = false
}

@Observable
final class GroceryStore {
    var items = [Grocery(name: "Rice"), Grocery(name: "Beans")]
    init() { print("GroceryStore init") }
    deinit { print("GroceryStore deinit") }

    func add(_ name: String) {
        items.append(Grocery(name: name))
    }
}

struct GroceryRow: View {
    @Binding var item: Grocery

    var body: some View {
        let _ = print("GroceryRow body: \(item.name) done=\(item.done)")
        Toggle(item.name, isOn: $item.done)
    }
}

struct GroceryScreen: View {
    @State private var store = GroceryStore()

    var body: some View {
        let _ = print("GroceryScreen body: \(store.items.filter { $0.done }.count)/\(store.items.count) done")
        NavigationStack {
            List {
                ForEach($store.items) { $item in
                    GroceryRow(item: $item)
                }
                .onDelete { store.items.remove(atOffsets: $0) }
            }
            .navigationTitle("Groceries")
            .toolbar {
                Button("Add Salt") { store.add("Salt") }
            }
        }
    }
}

:mount GroceryScreen()
// expect: GroceryStore init
// expect: GroceryScreen body: 0/2 done
// expect: GroceryRow body: Rice done=false
// expect: GroceryRow body: Beans done=false
:toggle "Rice"
// expect: GroceryScreen body: 1/2 done
// expect: GroceryRow body: Rice done=true
// expect: GroceryRow body: Beans done=false
:tap "Add Salt"
// expect: GroceryScreen body: 1/3 done
// expect: GroceryRow body: Rice done=true
// expect: GroceryRow body: Beans done=false
// expect: GroceryRow body: Salt done=false
:delete "Beans"
// expect: GroceryScreen body: 1/2 done
// expect: GroceryRow body: Rice done=true
// expect: GroceryRow body: Salt done=false
:unmount
// expect: GroceryStore deinit
