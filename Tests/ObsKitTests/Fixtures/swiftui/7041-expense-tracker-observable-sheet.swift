// Expense tracker in the style of iExpense (a "100 days" SwiftUI course), own code: an @Observable `Expenses` class
// owned in @State, a list of items, a toolbar button that shows a sheet, and an add-expense form in the sheet that
// appends to the shared object and dismisses itself.
// What SwiftUI does: the sheet's content is built only when it is presented, inside the presented hierarchy (rules
// §13.1, §2.6); raising the flag runs no body of the list, which never reads it (rules §3.5, §8.7). The form's
// body reads its own `name` and `type`: one body per keystroke and per choice (rules §3.4). The amount field is a
// value field: the commit (Return) writes `amount`, which no body reads, so nothing runs (rules §15.10, §3.5).
// "Save" appends to `items`, which the list's body read: the list runs once (rules §8.3); the sheet closes. A new
// sheet starts with fresh state (rules §1.4). The model lives as long as the view that owns it (rules §3.2, §1.4).
// Sources: rules §1.4, §2.6, §3.2, §3.5, §8.3, §8.7, §13.1, §15.10, §15.12;
// https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:)
// https://developer.apple.com/documentation/observation/observable()
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

    init() { print("Expenses init") }
    deinit { print("Expenses deinit") }
}

struct ExpenseListView: View {
    @State private var expenses = Expenses()
    @State private var showingAddExpense = false

    var body: some View {
        let _ = print("ExpenseListView body: \(expenses.items.count) items")
        NavigationStack {
            List {
                ForEach(expenses.items) { item in
                    HStack {
                        VStack(alignment: .leading) {
                            Text(item.name)
                                .font(.headline)
                            Text(item.type)
                        }
                        Spacer()
                        Text(item.amount, format: .currency(code: "USD"))
                    }
                }
            }
            .navigationTitle("iExpense")
            .toolbar {
                Button("Add Expense", systemImage: "plus") {
                    showingAddExpense = true
                }
            }
            .sheet(isPresented: $showingAddExpense) {
                AddExpenseView(expenses: expenses)
            }
        }
    }
}

struct AddExpenseView: View {
    @Environment(\.dismiss) var dismiss

    @State private var name = ""
    @State private var type = "Personal"
    @State private var amount = 0.0

    var expenses: Expenses

    let types = ["Business", "Personal"]

    var body: some View {
        let _ = print("AddExpenseView body: name '\(name)', \(type)")
        NavigationStack {
            Form {
                TextField("Name", text: $name)
                Picker("Type", selection: $type) {
                    ForEach(types, id: \.self) {
                        Text($0)
                    }
                }
                TextField("Amount", value: $amount, format: .number)
                    .keyboardType(.decimalPad)
            }
            .navigationTitle("Add new expense")
            .toolbar {
                Button("Save") {
                    let item = ExpenseItem(name: name, type: type, amount: amount)
                    expenses.items.append(item)
                    print("saved \(name) (\(type)) \(amount)")
                    dismiss()
                }
            }
        }
    }
}

:mount ExpenseListView()
// expect: Expenses init
// expect: ExpenseListView body: 0 items
:tap "Add Expense"
// expect: AddExpenseView body: name '', Personal
:type "Taxi" into "Name"
// expect: AddExpenseView body: name 'T', Personal
// expect: AddExpenseView body: name 'Ta', Personal
// expect: AddExpenseView body: name 'Tax', Personal
// expect: AddExpenseView body: name 'Taxi', Personal
:pick "Business" in "Type"
// expect: AddExpenseView body: name 'Taxi', Business
:clear "Amount"
:type "25" into "Amount"
:submit "Amount"
:tap "Save"
// expect: saved Taxi (Business) 25.0
// expect: ExpenseListView body: 1 items
:tap "Add Expense"
// expect: AddExpenseView body: name '', Personal
:dismiss
:unmount
// expect: Expenses deinit
