// SwiftUI from a tutorial pattern: https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:) (an expense list that asks before deleting: the row's button stores the item to delete and raises a flag; the alert gets the item through `presenting:` and hands it to its Delete button and its message)
// Apple: "the alert uses the data to populate its actions and message"; when the user taps a button the system sets
// `isPresented` to false. The body passes `itemToDelete` to `presenting:`, so it reads that @State and runs again when
// a row stores a new item; it does not read `showingDelete` (it only passes `$showingDelete`). Deleting changes
// `items`, which the body reads. Cancel changes nothing the body reads, so no body runs. The pending item is not
// cleared after the alert (as learners usually write it).
// - "Delete Rent" -> the alert, "Delete": Rent goes.
// - "Delete Food" -> "Cancel": nothing removed.
// - "Delete Bus" -> "Delete".
import SwiftUI

struct Expense: Identifiable, Equatable {
    let id: Int
    let name: String
    let amount: Int
}

struct ExpensesScreen: View {
    @State private var items = [
        Expense(id: 1, name: "Rent", amount: 900),
        Expense(id: 2, name: "Food", amount: 250),
        Expense(id: 3, name: "Bus", amount: 40),
    ]
    @State private var itemToDelete: Expense?
    @State private var showingDelete = false

    var body: some View {
        let _ = print("body: \(items.map(\.name).joined(separator: ", ")); pending \(itemToDelete?.name ?? "none")")
        List {
            ForEach(items) { item in
                Button("Delete \(item.name)") {
                    itemToDelete = item
                    showingDelete = true
                }
            }
        }
        .alert("Delete this expense?", isPresented: $showingDelete, presenting: itemToDelete) { item in
            Button("Delete", role: .destructive) {
                print("deleting \(item.name)")
                items.removeAll { $0.id == item.id }
            }
            Button("Cancel", role: .cancel) {
                print("kept \(item.name)")
            }
        } message: { item in
            Text("\(item.name) costs $\(item.amount) a month.")
        }
    }
}

:mount ExpensesScreen()
// expect: body: Rent, Food, Bus; pending none
:tap "Delete Rent"
// expect: body: Rent, Food, Bus; pending Rent
:tap "Delete"
// expect: deleting Rent
// expect: body: Food, Bus; pending Rent
:tap "Delete Food"
// expect: body: Food, Bus; pending Food
:tap "Cancel"
// expect: kept Food
:tap "Delete Bus"
// expect: body: Food, Bus; pending Bus
:tap "Delete"
// expect: deleting Bus
// expect: body: Food; pending Bus
