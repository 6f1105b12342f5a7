// 100 Days of SwiftUI style (iExpense): expenses in an ObservableObject, listed in Personal and Business sections,
// added from a sheet that dismisses itself.
// What SwiftUI does: showing the sheet changes only `showingAdd`, which the list's body did not read (it made
// `$showingAdd`): no list body (rules §3.5, §8.7). The sheet's Save appends to the @Published array and calls
// `dismiss()`: the list's @StateObject sees the change and its body runs once (rules §6.3, §10.1, §15.12). A swipe
// in a section calls that ForEach's `onDelete` with offsets in its own data (rules §15.2).
import SwiftUI
import Combine

struct ExpenseItem: Identifiable {
    let id = UUID()
    let name: String
    let type: String
    let amount: Int
}

final class Expenses: ObservableObject {
    @Published var items = [ExpenseItem(name: "Lunch", type: "Personal", amount: 12)]
}

struct AddExpenseView: View {
    @ObservedObject var expenses: Expenses
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""
    @State private var type = "Personal"
    @State private var amount = 0

    var body: some View {
        Form {
            TextField("Name", text: $name)
            Picker("Type", selection: $type) {
                ForEach(["Personal", "Business"], id: \.self) { Text($0) }
            }
            Stepper("Amount", value: $amount, in: 0...500, step: 5)
            Button("Save") {
                expenses.items.append(ExpenseItem(name: name, type: type, amount: amount))
                dismiss()
            }
        }
    }
}

struct ExpensesView: View {
    @StateObject private var expenses = Expenses()
    @State private var showingAdd = false

    var body: some View {
        let personal = expenses.items.filter { $0.type == "Personal" }
        let business = expenses.items.filter { $0.type == "Business" }
        let _ = print("personal \(personal.map(\.amount)), business \(business.map(\.amount))")
        NavigationStack {
            List {
                Section("Personal") {
                    ForEach(personal) { item in Text(item.name) }
                        .onDelete { offsets in
                            let ids = offsets.map { personal[$0].id }
                            expenses.items.removeAll { ids.contains($0.id) }
                        }
                }
                Section("Business") {
                    ForEach(business) { item in Text(item.name) }
                }
            }
            .navigationTitle("iExpense")
            .toolbar {
                Button("Add Expense") { showingAdd = true }
            }
            .sheet(isPresented: $showingAdd) {
                AddExpenseView(expenses: expenses)
            }
        }
    }
}

:mount ExpensesView()
// expect: personal [12], business []
:tap "Add Expense"
:type "Taxi" into "Name"
:pick "Business" in "Type"
:step "Amount" up 3
:tap "Save"
// expect: personal [12], business [15]
:delete "Lunch"
// expect: personal [], business [15]
