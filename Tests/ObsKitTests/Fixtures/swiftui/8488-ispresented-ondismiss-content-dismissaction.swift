// SwiftUI from Apple's documentation: sheet(isPresented:onDismiss:content:) and DismissAction (an iExpense-style add sheet)
// Source: developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:): onDismiss is
// "The closure to execute when dismissing the sheet." developer.apple.com/documentation/swiftui/dismissaction:
// calling dismiss() from a view inside a sheet dismisses the sheet. The add form's Save button appends to a
// shared @Observable store, then dismisses. (The app follows Hacking with Swift's iExpense, in our words.)
import SwiftUI
import Foundation

struct ExpenseItem: Identifiable {
    let id = UUID()
    let name: String
    let type: String
    let amount: Double
}

@Observable final class Expenses {
    var items = [ExpenseItem]()
}

struct AddView: View {
    @Environment(\.dismiss) var dismiss
    @State private var name = ""
    @State private var type = "Personal"
    @State private var amount = ""
    var expenses: Expenses
    let types = ["Business", "Personal"]

    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $name)
                Picker("Type", selection: $type) {
                    ForEach(types, id: \.self) {
                        Text($0)
                    }
                }
                TextField("Amount", text: $amount)
                    .keyboardType(.decimalPad)
            }
            .navigationTitle("Add new expense")
            .toolbar {
                Button("Save") {
                    let item = ExpenseItem(name: name, type: type, amount: Double(amount) ?? 0)
                    expenses.items.append(item)
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
        NavigationStack {
            List {
                ForEach(expenses.items) { item in
                    Text(item.name)
                }
                Button("Report") {
                    for item in expenses.items {
                        print("\(item.name) (\(item.type)): \(item.amount)")
                    }
                    print("\(expenses.items.count) expense(s)")
                }
            }
            .navigationTitle("iExpense")
            .toolbar {
                Button("Add Expense", systemImage: "plus") {
                    showingAddExpense = true
                }
            }
            .sheet(isPresented: $showingAddExpense, onDismiss: { print("add sheet closed") }) {
                AddView(expenses: expenses)
            }
        }
    }
}

:mount ExpensesView()
:tap "Add Expense"
:type "Lunch" into "Name"
:pick "Business" in "Type"
:type "12.5" into "Amount"
:tap "Save"
:tap "Report"

// expect: add sheet closed
// expect: Lunch (Business): 12.5
// expect: 1 expense(s)
