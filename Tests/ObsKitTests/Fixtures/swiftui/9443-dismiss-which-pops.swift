// SwiftUI from a tutorial pattern: https://www.hackingwithswift.com/books/ios-swiftui/navigation-wrap-up (the Navigation project's challenge on iExpense: AddView is pushed by a NavigationLink in the toolbar instead of a sheet, its title is editable with navigationTitle($name), its own Cancel and Save toolbar buttons call @Environment(\.dismiss), which pops it)
// Apple: DismissAction "pops the current view from a NavigationStack" when the view was pushed. Save appends to the
// shared @Observable Expenses, which the home screen's body reads, and pops: the home body runs once, then the home
// list appears again (onAppear runs whenever the view becomes visible). AddView's @State is made fresh for each
// push, because each push is a new view. Cancel only pops.
// - "Add Expense", pick Business, two steps of $5, Save.
// - "Add Expense" again: the amount starts at 0; Cancel.
import SwiftUI
import Foundation

struct ExpenseItem: Identifiable {
    var id = UUID()
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

    @State private var name = "New expense"
    @State private var type = "Personal"
    @State private var amount = 0.0

    var expenses: Expenses

    let types = ["Business", "Personal"]

    var body: some View {
        Form {
            Picker("Type", selection: $type) {
                ForEach(types, id: \.self) {
                    Text($0)
                }
            }

            Stepper("Amount: \(amount.formatted(.currency(code: "USD")))", value: $amount, in: 0...1000, step: 5)
        }
        .navigationTitle($name)
        .navigationBarTitleDisplayMode(.inline)
        .navigationBarBackButtonHidden()
        .toolbar {
            ToolbarItem(placement: .cancellationAction) {
                Button("Cancel") {
                    print("cancelled with amount \(amount)")
                    dismiss()
                }
            }

            ToolbarItem(placement: .confirmationAction) {
                Button("Save") {
                    let item = ExpenseItem(name: name, type: type, amount: amount)
                    expenses.items.append(item)
                    print("saved \(name) (\(type)) for \(amount.formatted(.currency(code: "USD")))")
                    dismiss()
                }
            }
        }
    }
}

struct ExpensesHome: View {
    @State private var expenses = Expenses()

    var body: some View {
        let _ = print("home body: \(expenses.items.count) items")
        NavigationStack {
            List {
                ForEach(expenses.items) { item in
                    Text("\(item.name): \(item.amount.formatted(.currency(code: "USD")))")
                }
            }
            .navigationTitle("iExpense")
            .toolbar {
                NavigationLink("Add Expense") {
                    AddView(expenses: expenses)
                }
            }
            .onAppear {
                print("home appeared")
            }
        }
    }
}

:mount ExpensesHome()
// expect: home body: 0 items
// expect: home appeared
:tap "Add Expense"
:pick "Business" in "Type"
:step "Amount: $0.00" up 2
:tap "Save"
// expect: saved New expense (Business) for $10.00
// expect: home body: 1 items
// expect: home appeared
:tap "Add Expense"
:tap "Cancel"
// expect: cancelled with amount 0.0
// expect: home appeared
