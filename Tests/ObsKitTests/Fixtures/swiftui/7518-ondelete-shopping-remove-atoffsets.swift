// Hacking with Swift style: swipe to delete with `.onDelete(perform: removeItems)` and `remove(atOffsets:)`
// What SwiftUI does: a swipe calls the ForEach's onDelete with an IndexSet of offsets in its data (rules §15.2);
// the action removes them, the body that reads the array runs once (rules §3.5, §10.1), the removed row's id goes
// away, and its onDisappear runs after the update (rules §1.2, §11.1). Adding a row appends an id: one onAppear.
// `:unmount` removes everything: the remaining rows' onDisappear run in tree order (rules §11.1).
// Sources: rules §1.2, §11.1, §15.2; https://developer.apple.com/documentation/swiftui/dynamicviewcontent/ondelete(perform:)
import SwiftUI

struct ShoppingList: View {
    @State private var items = ["Bread", "Eggs", "Butter"]

    var body: some View {
        let _ = print("ShoppingList body: \(items)")
        NavigationStack {
            List {
                ForEach(items, id: \.self) { item in
                    Text(item)
                        .onAppear { print("on screen: \(item)") }
                        .onDisappear { print("off screen: \(item)") }
                }
                .onDelete(perform: removeItems)
            }
            .navigationTitle("Shopping")
            .toolbar {
                Button("Add Milk") { items.append("Milk") }
            }
        }
    }

    func removeItems(at offsets: IndexSet) {
        print("removeItems \(offsets.map { $0 })")
        items.remove(atOffsets: offsets)
    }
}

:mount ShoppingList()
// expect: ShoppingList body: ["Bread", "Eggs", "Butter"]
// expect: on screen: Bread
// expect: on screen: Eggs
// expect: on screen: Butter
:delete "Eggs"
// expect: removeItems [1]
// expect: ShoppingList body: ["Bread", "Butter"]
// expect: off screen: Eggs
:tap "Add Milk"
// expect: ShoppingList body: ["Bread", "Butter", "Milk"]
// expect: on screen: Milk
:delete "Bread"
// expect: removeItems [0]
// expect: ShoppingList body: ["Butter", "Milk"]
// expect: off screen: Bread
:unmount
// expect: off screen: Butter
// expect: off screen: Milk
