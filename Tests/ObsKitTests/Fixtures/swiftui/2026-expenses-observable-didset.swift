// Issue 13 (A), an expense tracker in the iExpense style: an @Observable class whose `items` has a didSet
// that encodes the array to JSON into UserDefaults, an init that decodes it, a List with onDelete.
// Expected: the macro turns `items` into a computed property, so even the init's assignments run didSet
// (unlike a plain class, whose init doesn't run its own observers; checked with Swift 6.3.1's Observation
// macro); every change after runs it once (rules §8); a second store made later loads what the first saved
// (UserDefaults is shared).
import SwiftUI

struct ExpenseItem: Identifiable, Codable {
    var id = UUID()
    let name: String
    let amount: Int
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
        if let data = UserDefaults.standard.data(forKey: "Items"),
           let decoded = try? JSONDecoder().decode([ExpenseItem].self, from: data) {
            items = decoded
            print("loaded \(decoded.count) items")
            return
        }
        items = []
        print("starting empty")
    }
}

struct ExpensesView: View {
    @State private var expenses = Expenses()

    var body: some View {
        NavigationStack {
            List {
                ForEach(expenses.items) { item in
                    HStack {
                        Text(item.name)
                        Spacer()
                        Text("$\(item.amount)")
                    }
                }
                .onDelete { expenses.items.remove(atOffsets: $0) }
            }
            .navigationTitle("iExpense")
            .toolbar {
                Button("Add Coffee") { expenses.items.append(ExpenseItem(name: "Coffee", amount: 4)) }
                Button("Add Lunch") { expenses.items.append(ExpenseItem(name: "Lunch", amount: 12)) }
            }
        }
    }
}

:mount ExpensesView()
:tap "Add Coffee"
:tap "Add Lunch"
:delete "Coffee"
:unmount
:mount ExpensesView()

// expect: saved 0 items
// expect: starting empty
// expect: saved 1 items
// expect: saved 2 items
// expect: saved 1 items
// expect: saved 1 items
// expect: loaded 1 items
