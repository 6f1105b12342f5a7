// Hacking with Swift iExpense challenge style: one @Published array of expenses shown in two filtered sections (Personal, Business), each with its own onDelete mapping the section's offsets back to ids; a swipe in one section runs the screen once and no row, an added expense runs the screen and its new row (rules §15.2, §6.5, §2.3, §1.2)
import SwiftUI

struct Expense: Identifiable, Equatable {
    let id: Int
    let name: String
    let kind: String
    let amount: Int
}

final class Expenses: ObservableObject {
    @Published var items = [
        Expense(id: 1, name: "Lunch", kind: "Personal", amount: 12),
        Expense(id: 2, name: "Laptop", kind: "Business", amount: 900),
        Expense(id: 3, name: "Cinema", kind: "Personal", amount: 15),
    ]

    func remove(at offsets: IndexSet, in subset: [Expense]) {
        let ids = offsets.map { subset[$0].id }
        print("removing ids \(ids)")
        items.removeAll { ids.contains($0.id) }
    }
}

struct ExpenseRow: View {
    let expense: Expense

    var body: some View {
        let _ = print("ExpenseRow body: \(expense.name)")
        HStack {
            Text(expense.name)
            Spacer()
            Text("$\(expense.amount)")
        }
    }
}

struct ExpensesView: View {
    @StateObject private var expenses = Expenses()

    private var personal: [Expense] { expenses.items.filter { $0.kind == "Personal" } }
    private var business: [Expense] { expenses.items.filter { $0.kind == "Business" } }

    var body: some View {
        let _ = print("ExpensesView body: \(personal.count) personal, \(business.count) business")
        List {
            Section("Personal") {
                ForEach(personal) { expense in
                    ExpenseRow(expense: expense)
                }
                .onDelete { offsets in expenses.remove(at: offsets, in: personal) }
            }
            Section("Business") {
                ForEach(business) { expense in
                    ExpenseRow(expense: expense)
                }
                .onDelete { offsets in expenses.remove(at: offsets, in: business) }
            }
            Button("Add Printer") {
                expenses.items.append(Expense(id: 4, name: "Printer", kind: "Business", amount: 150))
            }
        }
    }
}

:mount ExpensesView()
// expect: ExpensesView body: 2 personal, 1 business
// expect: ExpenseRow body: Lunch
// expect: ExpenseRow body: Cinema
// expect: ExpenseRow body: Laptop
:delete "Cinema"
// expect: removing ids [3]
// expect: ExpensesView body: 1 personal, 1 business
:tap "Add Printer"
// expect: ExpensesView body: 1 personal, 2 business
// expect: ExpenseRow body: Printer
:delete "Laptop"
// expect: removing ids [2]
// expect: ExpensesView body: 1 personal, 1 business
