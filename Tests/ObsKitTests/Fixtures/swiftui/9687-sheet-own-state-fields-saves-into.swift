// Hacking with Swift "iExpense" AddView style: a sheet with its own @State fields saves into an @Observable Expenses and closes itself with @Environment(\.dismiss); the list runs once after Save, and a second sheet starts with fresh state
import SwiftUI

struct ExpenseEntry: Identifiable {
    let id = UUID()
    let name: String
    let amount: Int
}

@Observable
final class ExpenseBook {
    var items = [ExpenseEntry]()
}

struct AddView: View {
    @Environment(\.dismiss) var dismiss
    @State private var name = ""
    @State private var amount = 0
    var expenses: ExpenseBook

    var body: some View {
        let _ = print("AddView body: amount \(amount)")
        NavigationStack {
            Form {
                TextField("Name", text: $name)
                Stepper("Amount: \(amount)", value: $amount, in: 0...100, step: 5)
            }
            .navigationTitle("Add new expense")
            .toolbar {
                Button("Save") {
                    expenses.items.append(ExpenseEntry(name: name, amount: amount))
                    print("saved \(name) \(amount)")
                    dismiss()
                }
            }
        }
        .onAppear { print("AddView appeared") }
        .onDisappear { print("AddView disappeared") }
    }
}

struct ExpenseListView: View {
    @State private var expenses = ExpenseBook()
    @State private var showingAddExpense = false

    var body: some View {
        let _ = print("ExpenseListView body: \(expenses.items.count) items")
        NavigationStack {
            List {
                ForEach(expenses.items) { item in
                    Text("\(item.name): \(item.amount)")
                }
            }
            .navigationTitle("iExpense")
            .toolbar {
                Button("Add Expense") {
                    showingAddExpense = true
                }
            }
            .sheet(isPresented: $showingAddExpense) {
                AddView(expenses: expenses)
            }
        }
    }
}

:mount ExpenseListView()
// expect: ExpenseListView body: 0 items
:tap "Add Expense"
// expect: AddView body: amount 0
// expect: AddView appeared
:type "Lunch" into "Name"
:step "Amount: 0" up 3
// expect: AddView body: amount 5
// expect: AddView body: amount 10
// expect: AddView body: amount 15
:tap "Save"
// expect: saved Lunch 15
// expect: ExpenseListView body: 1 items
// expect: AddView disappeared
:tap "Add Expense"
// expect: AddView body: amount 0
// expect: AddView appeared
:dismiss
// expect: AddView disappeared
