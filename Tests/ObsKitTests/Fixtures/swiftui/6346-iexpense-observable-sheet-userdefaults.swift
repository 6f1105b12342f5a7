// Hacking with Swift 100 Days, iExpense: an @Observable Expenses store in @State whose items didSet saves JSON to UserDefaults and whose init loads it, a sheet with @Environment(\.dismiss) to add an item, onDelete (Apple: Observable(), sheet(isPresented:onDismiss:content:), EnvironmentValues.dismiss, JSONEncoder; SEMANTICS §3 State initial expression once per struct init, §8 tracking; README: UserDefaults.standard lives for the session)
import SwiftUI

struct ExpenseItem: Identifiable, Codable, Equatable {
    var id: Int
    let name: String
    let type: String
    let amount: Double
}

@Observable
class Expenses {
    var items = [ExpenseItem]() {
        didSet {
            if let encoded = try? JSONEncoder().encode(items) {
                UserDefaults.standard.set(encoded, forKey: "Items")
            }
        }
    }

    init() {
        if let savedItems = UserDefaults.standard.data(forKey: "Items"),
           let decodedItems = try? JSONDecoder().decode([ExpenseItem].self, from: savedItems) {
            items = decodedItems
            print("loaded \(decodedItems.count) saved items")
            return
        }
        print("fresh store")
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
                    let item = ExpenseItem(id: expenses.items.count + 1, name: name, type: type, amount: amount)
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
        let _ = print("list shows \(expenses.items.count) items")
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
                .onDelete(perform: removeItems)

                Button("Show saved") {
                    if let data = UserDefaults.standard.data(forKey: "Items"),
                       let saved = try? JSONDecoder().decode([ExpenseItem].self, from: data) {
                        for item in saved {
                            print("saved: \(item.name), \(item.type), \(item.amount)")
                        }
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

    func removeItems(at offsets: IndexSet) {
        expenses.items.remove(atOffsets: offsets)
    }
}

:mount ExpensesView()
:tap "Add Expense"
:type "Taxi" into "Name"
:pick "Business" in "Type"
:clear "Amount"
:type "12.5" into "Amount"
:submit "Amount"
:tap "Save"
:unmount
:remount
:tap "Show saved"
:delete "Taxi"

// expect: fresh store
// expect: list shows 0 items
// expect: list shows 1 items
// expect: loaded 1 saved items
// expect: list shows 1 items
// expect: saved: Taxi, Business, 12.5
// expect: list shows 0 items
