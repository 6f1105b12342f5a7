// Hacking with Swift "100 Days of SwiftUI" style: iExpense persisted with didSet on an @Observable property and UserDefaults; the init's assignment runs didSet (the macro makes the property computed), each append saves, and a second mount loads what was saved (rules §15.6, §8.1, §15.14)
import SwiftUI

struct ExpenseItem: Identifiable, Codable {
    var id = UUID()
    let name: String
    let amount: Double
}

@Observable
final class Expenses {
    var items = [ExpenseItem]() {
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
                print("loaded \(items.count) items")
                return
            }
        }
        items = []
    }
}

struct ExpenseList: View {
    @State private var expenses = Expenses()

    var body: some View {
        let _ = print("ExpenseList body: \(expenses.items.count)")
        NavigationStack {
            List {
                ForEach(expenses.items) { item in
                    Text(item.name)
                }
                .onDelete { offsets in
                    expenses.items.remove(atOffsets: offsets)
                }
            }
            .toolbar {
                Button("Add Coffee") {
                    expenses.items.append(ExpenseItem(name: "Coffee \(expenses.items.count + 1)", amount: 3.5))
                }
            }
        }
    }
}

:mount ExpenseList()
// expect: saved 0 items
// expect: ExpenseList body: 0
:tap "Add Coffee"
// expect: saved 1 items
// expect: ExpenseList body: 1
:tap "Add Coffee"
// expect: saved 2 items
// expect: ExpenseList body: 2
:unmount
:mount ExpenseList()
// expect: saved 2 items
// expect: loaded 2 items
// expect: ExpenseList body: 2
:delete "Coffee 1"
// expect: saved 1 items
// expect: ExpenseList body: 1
