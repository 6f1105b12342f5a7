// Hacking with Swift iExpense style: an "Add Expense" toolbar button presents a sheet with its own NavigationStack, @State name and a Picker over kinds; typing runs only the sheet, and Save appends to the @Observable budget and dismisses, running the budget screen once and the new row, replacing its empty state (rules §8.7, §15.12, §13.1, §15.4, §1.1)
import SwiftUI

struct BudgetItem: Identifiable, Equatable {
    let id: Int
    let name: String
    let kind: String
}

@Observable
final class Budget {
    var items: [BudgetItem] = []
}

struct BudgetRow: View {
    let item: BudgetItem

    var body: some View {
        let _ = print("BudgetRow body: \(item.name) (\(item.kind))")
        Text(item.name)
    }
}

struct AddItemView: View {
    let budget: Budget
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""
    @State private var kind = "Personal"
    private let kinds = ["Personal", "Business"]

    var body: some View {
        let _ = print("AddItemView body: '\(name)' \(kind)")
        NavigationStack {
            Form {
                TextField("Name", text: $name)
                Picker("Type", selection: $kind) {
                    ForEach(kinds, id: \.self) { kind in
                        Text(kind)
                    }
                }
            }
            .navigationTitle("Add new expense")
            .toolbar {
                Button("Save") {
                    budget.items.append(BudgetItem(id: budget.items.count + 1, name: name, kind: kind))
                    dismiss()
                }
            }
        }
    }
}

struct BudgetView: View {
    @State private var budget = Budget()
    @State private var showingAdd = false

    var body: some View {
        let _ = print("BudgetView body: \(budget.items.count) items")
        NavigationStack {
            Group {
                if budget.items.isEmpty {
                    ContentUnavailableView("No Expenses", systemImage: "list.bullet")
                } else {
                    List(budget.items) { item in
                        BudgetRow(item: item)
                    }
                }
            }
            .navigationTitle("Budget")
            .toolbar {
                Button("Add Expense") { showingAdd = true }
            }
            .sheet(isPresented: $showingAdd) {
                AddItemView(budget: budget)
            }
        }
    }
}

:mount BudgetView()
// expect: BudgetView body: 0 items
:tap "Add Expense"
// expect: AddItemView body: '' Personal
:type "Taxi" into "Name"
// expect: AddItemView body: 'T' Personal
// expect: AddItemView body: 'Ta' Personal
// expect: AddItemView body: 'Tax' Personal
// expect: AddItemView body: 'Taxi' Personal
:pick "Business" in "Type"
// expect: AddItemView body: 'Taxi' Business
:tap "Save"
// expect: BudgetView body: 1 items
// expect: BudgetRow body: Taxi (Business)
