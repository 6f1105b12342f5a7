// Hacking with Swift style (expense entry): a String field and a currency field in one @FocusState enum, Return moves on and then adds the expense; the currency value is committed before onSubmit runs (rules §15.10, §3.5, §10.1)
import SwiftUI

struct Expense: Identifiable {
    let id = UUID()
    let name: String
    let amount: Double
}

struct ExpenseEntryView: View {
    enum Field: Hashable {
        case name, amount
    }

    @State private var expenses: [Expense] = []
    @State private var name = ""
    @State private var amount = 0.0
    @FocusState private var focused: Field?

    var total: Double {
        expenses.reduce(0) { $0 + $1.amount }
    }

    var body: some View {
        let _ = print("expenses body: \(expenses.count) items, total \(total.formatted(.currency(code: "USD")))")
        List {
            Section("New") {
                TextField("Item", text: $name)
                    .focused($focused, equals: .name)
                    .onSubmit { focused = .amount }
                TextField("Cost", value: $amount, format: .currency(code: "USD"))
                    .focused($focused, equals: .amount)
                    .onSubmit(addExpense)
            }
            Section("Spent") {
                ForEach(expenses) { expense in
                    Text("\(expense.name): \(expense.amount.formatted(.currency(code: "USD")))")
                }
            }
        }
    }

    func addExpense() {
        guard !name.isEmpty, amount > 0 else {
            print("nothing to add")
            return
        }
        expenses.append(Expense(name: name, amount: amount))
        print("added \(name) \(amount)")
        name = ""
        amount = 0
        focused = .name
    }
}
:mount ExpenseEntryView()
// expect: expenses body: 0 items, total $0.00
:focus "Item"
:type "Lunch" into "Item"
:submit "Item"
:clear "Cost"
:type "$12.50" into "Cost"
:submit "Cost"
// expect: added Lunch 12.5
// expect: expenses body: 1 items, total $12.50
:type "Taxi" into "Item"
:submit "Item"
:clear "Cost"
:type "$8" into "Cost"
:submit "Cost"
// expect: added Taxi 8.0
// expect: expenses body: 2 items, total $20.50
:submit "Cost"
// expect: nothing to add
