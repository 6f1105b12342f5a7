// Hacking with Swift "100 Days of SwiftUI" style (iExpense): an @Observable Expenses class in @State, a toolbar button presenting AddView in a sheet, Save appends and dismisses, swipe to delete.
// The list's body reads `expenses.items`, so an append or a removal re-runs it (Apple "migrating"; rules §8.3).
// Presenting the sheet only flips a @State flag the body never reads (it makes $showingAddExpense): no body run
// (rules §3.5, §8.7). AddView gets the same object; typing writes AddView's own @State, never read by the list.
// Save appends, then `dismiss()` closes the sheet (Apple `dismissaction`; rules §15.12). A swipe calls onDelete
// with the row's offsets (Apple `dynamicviewcontent/ondelete(perform:)`; rules §15.2).
import SwiftUI

struct ExpenseItem: Identifiable {
    let id = UUID()
    let name: String
    let type: String
    let amount: Double
}

@Observable
class Expenses {
    var items = [ExpenseItem]()
}

struct AddView: View {
    @Environment(\.dismiss) var dismiss
    @State private var name = ""
    @State private var type = "Personal"
    @State private var amount = 0.0

    var expenses: Expenses
    let types = ["Business", "Personal"]

    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $name)
                Picker("Type", selection: $type) {
                    ForEach(types, id: \.self) { Text($0) }
                }
                TextField("Amount", value: $amount, format: .currency(code: "USD"))
                    .keyboardType(.decimalPad)
            }
            .navigationTitle("Add new expense")
            .toolbar {
                Button("Save") {
                    let item = ExpenseItem(name: name, type: type, amount: amount)
                    expenses.items.append(item)
                    print("saved \(name) (\(type))")
                    dismiss()
                }
            }
        }
    }
}

struct ExpensesView: View {
    @State private var expenses = Expenses()
    @State private var showingAddExpense = false

    var body: some View {
        let _ = print("ExpensesView body, \(expenses.items.count) items")
        NavigationStack {
            List {
                ForEach(expenses.items) { item in
                    HStack {
                        VStack(alignment: .leading) {
                            Text(item.name).font(.headline)
                            Text(item.type)
                        }
                        Spacer()
                        Text(item.amount, format: .currency(code: "USD"))
                    }
                }
                .onDelete(perform: removeItems)
            }
            .navigationTitle("iExpense")
            .toolbar {
                Button("Add Expense", systemImage: "plus") { showingAddExpense = true }
            }
            .sheet(isPresented: $showingAddExpense) {
                AddView(expenses: expenses)
            }
        }
    }

    func removeItems(at offsets: IndexSet) {
        print("removing \(offsets.map { expenses.items[$0].name })")
        expenses.items.remove(atOffsets: offsets)
    }
}

:mount ExpensesView()
// expect: ExpensesView body, 0 items
:tap "Add Expense"
:type "Lunch" into "Name"
:pick "Business" in "Type"
:tap "Save"
// expect: saved Lunch (Business)
// expect: ExpensesView body, 1 items
:delete "Lunch"
// expect: removing ["Lunch"]
// expect: ExpensesView body, 0 items
