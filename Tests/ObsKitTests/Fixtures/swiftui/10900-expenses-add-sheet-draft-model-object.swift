// Apple tutorial style (expenses): an add sheet with a draft model object made in @State, deinit of a discarded draft after Cancel, a Save that moves the draft into the store (rules §1.4, §3.1, §3.2, §15.12)
import SwiftUI
import Observation

@Observable
final class Expense: Identifiable {
    let id = UUID()
    var name = ""
    var amount = 0
    init() { print("expense init") }
    deinit { print("expense deinit") }
}

@Observable
final class Expenses {
    var items: [Expense] = []
}

struct AddExpenseView: View {
    @Environment(Expenses.self) private var expenses
    @Environment(\.dismiss) private var dismiss
    @State private var draft = Expense()
    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $draft.name)
            }
            .toolbar {
                Button("Cancel") { dismiss() }
                Button("Save") {
                    expenses.items.append(draft)
                    dismiss()
                }
            }
        }
    }
}

struct ExpensesView: View {
    @Environment(Expenses.self) private var expenses
    @State private var showingAdd = false
    var body: some View {
        let _ = print("expenses \(expenses.items.count)")
        NavigationStack {
            List(expenses.items) { item in
                Text(item.name)
            }
            .toolbar {
                Button("Add Expense") { showingAdd = true }
            }
            .sheet(isPresented: $showingAdd) {
                AddExpenseView()
            }
        }
    }
}

let expenses = Expenses()
:mount ExpensesView().environment(expenses)
// expect: expenses 0
:tap "Add Expense"
// expect: expense init
:tap "Cancel"
// expect: expense deinit
:tap "Add Expense"
// expect: expense init
:type "Taxi" into "Name"
:tap "Save"
// expect: expenses 1
print(expenses.items.map(\.name))
// expect: ["Taxi"]
