// Saving expenses the way the iExpense project of a "100 days" SwiftUI course does, own code: an @Observable class
// whose `items` has a `didSet` that encodes the array with JSONEncoder and stores it in UserDefaults, and an init
// that loads it back; the view is unmounted and mounted again to stand for a relaunch.
// What Swift and SwiftUI do: the @Observable macro turns `items` into a computed property with its observers kept,
// so once the property has its initial value, the assignment in `init` goes through the setter and runs `didSet`:
// the init "saves" what it just loaded (rules §15.6; Apple `observable()`). Each append or removal runs `didSet` once
// and, as the body read `items`, the body once (rules §8.1, §8.3). A swipe calls `onDelete` with the row's offset
// (rules §15.2). Unmounting releases the view's state and the model deinits (rules §1.4); the next model finds the
// saved data in UserDefaults.standard (rules §15.14: the same defaults @AppStorage uses).
// Sources: rules §1.4, §8.1, §8.3, §15.2, §15.6, §15.14;
// https://developer.apple.com/documentation/observation/observable()
// https://developer.apple.com/documentation/foundation/userdefaults
import SwiftUI

struct ExpenseEntry: Identifiable, Codable {
    var id = UUID()
    let name: String
    let amount: Double
}

@Observable
class SavedExpenses {
    var items = [ExpenseEntry]() {
        didSet {
            if let encoded = try? JSONEncoder().encode(items) {
                UserDefaults.standard.set(encoded, forKey: "SavedExpenseItems")
                print("saved \(items.count) items")
            }
        }
    }

    init() {
        if let savedItems = UserDefaults.standard.data(forKey: "SavedExpenseItems") {
            if let decodedItems = try? JSONDecoder().decode([ExpenseEntry].self, from: savedItems) {
                print("loaded \(decodedItems.count) items")
                items = decodedItems
                return
            }
        }
        items = []
    }

    deinit { print("SavedExpenses deinit") }
}

struct ExpenseSaverView: View {
    @State private var expenses = SavedExpenses()

    var body: some View {
        let _ = print("ExpenseSaverView body: [\(expenses.items.map(\.name).joined(separator: ", "))]")
        NavigationStack {
            List {
                ForEach(expenses.items) { item in
                    HStack {
                        Text(item.name)
                        Spacer()
                        Text(item.amount, format: .currency(code: "USD"))
                    }
                }
                .onDelete(perform: removeItems)
            }
            .navigationTitle("Saved expenses")
            .toolbar {
                Button("Add Coffee") {
                    expenses.items.append(ExpenseEntry(name: "Coffee", amount: 3.5))
                }
                Button("Add Lunch") {
                    expenses.items.append(ExpenseEntry(name: "Lunch", amount: 11))
                }
            }
        }
    }

    func removeItems(at offsets: IndexSet) {
        expenses.items.remove(atOffsets: offsets)
    }
}

:mount ExpenseSaverView()
// expect: saved 0 items
// expect: ExpenseSaverView body: []
:tap "Add Coffee"
// expect: saved 1 items
// expect: ExpenseSaverView body: [Coffee]
:tap "Add Lunch"
// expect: saved 2 items
// expect: ExpenseSaverView body: [Coffee, Lunch]
:delete "Coffee"
// expect: saved 1 items
// expect: ExpenseSaverView body: [Lunch]
:unmount
// expect: SavedExpenses deinit
:mount ExpenseSaverView()
// expect: loaded 1 items
// expect: saved 1 items
// expect: ExpenseSaverView body: [Lunch]
