// Hacking with Swift "iExpense" style list editing: an ObservableObject of expenses with a didSet logger, ForEach with onDelete and onMove, an Add button; rows are equal values and skip their bodies when others change
import SwiftUI

struct ExpenseItem: Identifiable, Equatable {
    let id: Int
    let name: String
    let amount: Int
}

final class Expenses: ObservableObject {
    @Published var items = [
        ExpenseItem(id: 1, name: "Lunch", amount: 12),
        ExpenseItem(id: 2, name: "Taxi", amount: 30),
        ExpenseItem(id: 3, name: "Coffee", amount: 4),
    ] {
        didSet { print("items now: \(items.map(\.name).joined(separator: ", "))") }
    }
}

struct ExpenseRow: View {
    let item: ExpenseItem

    var body: some View {
        let _ = print("ExpenseRow body: \(item.name)")
        HStack {
            Text(item.name)
            Spacer()
            Text("$\(item.amount)")
        }
    }
}

struct ExpensesView: View {
    @StateObject private var expenses = Expenses()

    var body: some View {
        let _ = print("ExpensesView body: \(expenses.items.count) items")
        NavigationStack {
            List {
                ForEach(expenses.items) { item in
                    ExpenseRow(item: item)
                }
                .onDelete(perform: removeItems)
                .onMove { source, destination in
                    print("move \(Array(source)) to \(destination)")
                    expenses.items.move(fromOffsets: source, toOffset: destination)
                }
            }
            .navigationTitle("iExpense")
            .toolbar {
                Button("Add Snack") {
                    expenses.items.append(ExpenseItem(id: 4, name: "Snack", amount: 3))
                }
            }
        }
    }

    func removeItems(at offsets: IndexSet) {
        print("delete at \(Array(offsets))")
        expenses.items.remove(atOffsets: offsets)
    }
}

:mount ExpensesView()
// expect: ExpensesView body: 3 items
// expect: ExpenseRow body: Lunch
// expect: ExpenseRow body: Taxi
// expect: ExpenseRow body: Coffee
:delete "Taxi"
// expect: delete at [1]
// expect: items now: Lunch, Coffee
// expect: ExpensesView body: 2 items
:move "Coffee" to 0
// expect: move [1] to 0
// expect: items now: Coffee, Lunch
// expect: ExpensesView body: 2 items
:tap "Add Snack"
// expect: items now: Coffee, Lunch, Snack
// expect: ExpensesView body: 3 items
// expect: ExpenseRow body: Snack
