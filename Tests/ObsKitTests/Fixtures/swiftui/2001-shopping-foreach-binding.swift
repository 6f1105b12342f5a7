// Issue 13 (A), a shopping list in the Hacking with Swift style: an ObservableObject whose @Published array
// has a didSet that logs every change, `ForEach($list.entries) { $entry in Toggle }`, swipe to delete,
// drag to reorder, an EditButton in the toolbar.
// Expected: each change goes through the @Published setter once, so didSet prints once per user action
// (rules §6); `:move "Cheese" to 0` moves it up, so onMove gets ([2], 0).
import SwiftUI

struct Entry: Identifiable {
    let id: Int
    var name: String
    var bought = false
}

final class ShoppingList: ObservableObject {
    @Published var entries = [
        Entry(id: 1, name: "Apples"),
        Entry(id: 2, name: "Bread"),
        Entry(id: 3, name: "Cheese"),
    ] {
        didSet {
            print("entries:", entries.map { $0.bought ? "\($0.name) (bought)" : $0.name }.joined(separator: ", "))
        }
    }
}

struct ShoppingView: View {
    @StateObject private var list = ShoppingList()

    var body: some View {
        NavigationStack {
            List {
                ForEach($list.entries) { $entry in
                    Toggle(entry.name, isOn: $entry.bought)
                }
                .onDelete { offsets in
                    list.entries.remove(atOffsets: offsets)
                }
                .onMove { source, destination in
                    list.entries.move(fromOffsets: source, toOffset: destination)
                }
            }
            .navigationTitle("Shopping")
            .toolbar {
                EditButton()
            }
        }
    }
}

:mount ShoppingView()
:toggle "Bread"
:move "Cheese" to 0
:delete "Apples"

// expect: entries: Apples, Bread (bought), Cheese
// expect: entries: Cheese, Apples, Bread (bought)
// expect: entries: Cheese, Bread (bought)
