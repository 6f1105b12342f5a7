// A List with ForEach over Identifiable structs and .onDelete using remove(atOffsets:), plus an add button in the toolbar; expected output by the SwiftUI rules (Apple: DynamicViewContent.onDelete(perform:) passes the IndexSet of the swiped row; onChange(of:) on the count)
import SwiftUI

struct GroceryItem: Identifiable {
    let id = UUID()
    var name: String
}

struct GroceryList: View {
    @State private var items = [
        GroceryItem(name: "Milk"),
        GroceryItem(name: "Eggs"),
        GroceryItem(name: "Bread"),
    ]

    var body: some View {
        NavigationStack {
            List {
                ForEach(items) { item in
                    Text(item.name)
                }
                .onDelete { offsets in
                    print("deleting \(offsets.map { items[$0].name })")
                    items.remove(atOffsets: offsets)
                }
            }
            .navigationTitle("Groceries")
            .toolbar {
                Button("Add Butter") {
                    items.append(GroceryItem(name: "Butter"))
                }
            }
        }
        .onChange(of: items.count) {
            print("\(items.count) left: \(items.map(\.name).joined(separator: ", "))")
        }
    }
}

:mount GroceryList()
:delete "Eggs"
:tap "Add Butter"
:delete "Milk"

// expect: deleting ["Eggs"]
// expect: 2 left: Milk, Bread
// expect: 3 left: Milk, Bread, Butter
// expect: deleting ["Milk"]
// expect: 2 left: Bread, Butter
