// Hacking with Swift iExpense style persistence without @AppStorage: an ObservableObject saves its @Published items as JSON in UserDefaults from didSet and loads them in init (the init's assignment runs didSet too, the wrapper having an initial value); after an unmount, a fresh @StateObject finds what was saved (rules §6.3, §15.6, §4.2, §15.14)
import SwiftUI

struct ExpenseItem: Identifiable, Codable {
    var id = UUID()
    let name: String
    let amount: Int
}

final class Expenses: ObservableObject {
    @Published var items = [ExpenseItem]() {
        didSet {
            if let encoded = try? JSONEncoder().encode(items) {
                UserDefaults.standard.set(encoded, forKey: "Items")
                print("saved \(items.count) items")
            }
        }
    }

    init() {
        if let savedItems = UserDefaults.standard.data(forKey: "Items") {
            if let decodedItems = try? JSONDecoder().decode([ExpenseItem].self, from: savedItems) {
                items = decodedItems
                print("loaded \(decodedItems.count) items")
                return
            }
        }
        print("started empty")
    }
}

struct ExpensesView: View {
    @StateObject private var expenses = Expenses()

    var body: some View {
        let _ = print("ExpensesView body: \(expenses.items.count) items")
        List {
            ForEach(expenses.items) { item in
                Text("\(item.name): $\(item.amount)")
            }
            Button("Add lunch") {
                expenses.items.append(ExpenseItem(name: "Lunch", amount: 12))
            }
        }
    }
}

:mount ExpensesView()
// expect: started empty
// expect: ExpensesView body: 0 items
:tap "Add lunch"
// expect: saved 1 items
// expect: ExpensesView body: 1 items
:unmount
:mount ExpensesView()
// expect: saved 1 items
// expect: loaded 1 items
// expect: ExpensesView body: 1 items
