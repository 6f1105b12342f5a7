// Hacking with Swift "100 Days of SwiftUI" style: iExpense with an @Observable store; the add sheet's fields and picker only pass bindings on (no body runs while typing), Save appends and dismisses in one update (the list's body once, the sheet not rebuilt), a swipe deletes (rules §15.14, §15.12, §15.2)
import SwiftUI

struct ExpenseItem: Identifiable {
    let id = UUID()
    let name: String
    let type: String
    let amount: Double
}

@Observable
final class Expenses {
    var items = [ExpenseItem]()
}

struct AddExpenseView: View {
    var expenses: Expenses
    @Environment(\.dismiss) var dismiss

    @State private var name = ""
    @State private var type = "Personal"
    @State private var amount = 12.5

    let types = ["Business", "Personal"]

    var body: some View {
        let _ = print("AddExpenseView body")
        NavigationStack {
            Form {
                TextField("Name", text: $name)
                Picker("Type", selection: $type) {
                    ForEach(types, id: \.self) {
                        Text($0)
                    }
                }
            }
            .navigationTitle("Add new expense")
            .toolbar {
                Button("Save") {
                    let item = ExpenseItem(name: name, type: type, amount: amount)
                    expenses.items.append(item)
                    print("saved \(item.name) (\(item.type))")
                    dismiss()
                }
            }
        }
    }
}

struct ExpensesScreen: View {
    @State private var expenses = Expenses()
    @State private var showingAddExpense = false

    var body: some View {
        let _ = print("ExpensesScreen body: \(expenses.items.count) items")
        NavigationStack {
            List {
                ForEach(expenses.items) { item in
                    HStack {
                        Text(item.name)
                        Spacer()
                        Text(item.type)
                    }
                }
                .onDelete(perform: removeItems)
            }
            .navigationTitle("iExpense")
            .toolbar {
                Button("Add Expense") {
                    showingAddExpense = true
                }
            }
            .sheet(isPresented: $showingAddExpense) {
                AddExpenseView(expenses: expenses)
            }
        }
    }

    func removeItems(at offsets: IndexSet) {
        expenses.items.remove(atOffsets: offsets)
    }
}

:mount ExpensesScreen()
// expect: ExpensesScreen body: 0 items
:tap "Add Expense"
// expect: AddExpenseView body
:type "Lunch" into "Name"
:pick "Business" in "Type"
:tap "Save"
// expect: saved Lunch (Business)
// expect: ExpensesScreen body: 1 items
:tap "Add Expense"
// expect: AddExpenseView body
:type "Taxi" into "Name"
:tap "Save"
// expect: saved Taxi (Personal)
// expect: ExpensesScreen body: 2 items
:delete "Lunch"
// expect: ExpensesScreen body: 1 items
