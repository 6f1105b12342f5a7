// Navigation in apps: a shopping list whose toolbar "Add" button pushes a form; Save appends and pops with dismiss().
// Toolbar items of the root are on screen inside its stack (rules §15.4); the form is built on push and its first run
// lists @Binding, @Environment and @State (rules §12.2); each keystroke re-runs only the form, which reads `title` (rules
// §3.5). dismiss() pops the form when the action ends, and the list's body runs once for the new item (rules §15.12, §10.1).
import SwiftUI

enum ListRoute: Hashable {
    case newItem
    case item(String)
}

struct NewItemView: View {
    @Binding var items: [String]
    @Environment(\.dismiss) private var dismiss
    @State private var title = ""

    var body: some View {
        let _ = Self._printChanges()
        Form {
            TextField("Title", text: $title)
            Button("Save") {
                items.append(title)
                dismiss()
            }
            .disabled(title.isEmpty)
        }
        .navigationTitle("New Item")
    }
}

struct ItemDetail: View {
    let name: String
    var body: some View {
        let _ = print("ItemDetail body \(name)")
        Text(name)
    }
}

struct ShoppingList: View {
    @State private var items = ["Bread"]
    @State private var path: [ListRoute] = []

    var body: some View {
        let _ = print("ShoppingList body, \(items.count) items")
        NavigationStack(path: $path) {
            List(items, id: \.self) { item in
                NavigationLink(item, value: ListRoute.item(item))
            }
            .navigationTitle("Shopping")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Add") { path.append(.newItem) }
                }
            }
            .navigationDestination(for: ListRoute.self) { route in
                switch route {
                case .newItem: NewItemView(items: $items)
                case .item(let name): ItemDetail(name: name)
                }
            }
        }
    }
}

:mount ShoppingList()
// expect: ShoppingList body, 1 items
:tap "Add"
// expect: NewItemView: @self, @identity, _items, _dismiss, _title changed.
:type "Tea" into "Title"
// expect: NewItemView: _title changed.
// expect: NewItemView: _title changed.
// expect: NewItemView: _title changed.
:tap "Save"
// expect: ShoppingList body, 2 items
:tap "Tea"
// expect: ItemDetail body Tea
