// everyday app screens style: a shopping list with add and delete on @State: a TextField and an Add button disabled while the field is empty, rows as child views; typing runs only the list screen, Add makes one new row, a swipe-delete runs onDelete and the rows that stay do not run (rules §1.2, §2.7, §15.2, §15.11)
import SwiftUI

struct ShoppingItem: Identifiable, Equatable {
    let id: Int
    var name: String
}

struct ItemRow: View {
    let item: ShoppingItem

    var body: some View {
        let _ = print("ItemRow body: \(item.name)")
        Text(item.name)
    }
}

struct ShoppingListView: View {
    @State private var items = [ShoppingItem(id: 1, name: "Milk"), ShoppingItem(id: 2, name: "Eggs")]
    @State private var newName = ""
    @State private var nextID = 3

    var body: some View {
        let _ = print("ShoppingListView body: \(items.count) items, field='\(newName)'")
        List {
            Section {
                TextField("New item", text: $newName)
                Button("Add") {
                    items.append(ShoppingItem(id: nextID, name: newName))
                    nextID += 1
                    newName = ""
                }
                .disabled(newName.isEmpty)
            }
            Section("To buy") {
                ForEach(items) { item in
                    ItemRow(item: item)
                }
                .onDelete { offsets in
                    items.remove(atOffsets: offsets)
                }
            }
        }
    }
}

:mount ShoppingListView()
// expect: ShoppingListView body: 2 items, field=''
// expect: ItemRow body: Milk
// expect: ItemRow body: Eggs
:type "Jam" into "New item"
// expect: ShoppingListView body: 2 items, field='J'
// expect: ShoppingListView body: 2 items, field='Ja'
// expect: ShoppingListView body: 2 items, field='Jam'
:tap "Add"
// expect: ShoppingListView body: 3 items, field=''
// expect: ItemRow body: Jam
:delete "Milk"
// expect: ShoppingListView body: 2 items, field=''
:type "Tea" into "New item"
// expect: ShoppingListView body: 2 items, field='T'
// expect: ShoppingListView body: 2 items, field='Te'
// expect: ShoppingListView body: 2 items, field='Tea'
:tap "Add"
// expect: ShoppingListView body: 3 items, field=''
// expect: ItemRow body: Tea
