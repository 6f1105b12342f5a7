// SwiftUI from a community tutorial: https://www.hackingwithswift.com/books/ios-swiftui/working-with-identifiable-items-in-swiftui (iExpense: a @Published array of expenses in ForEach, added from the toolbar, swiped away with onDelete)
// Hacking with Swift's iExpense: `ForEach(expenses.items) { item in Text(item.name) }.onDelete(perform: removeItems)`
// and a toolbar button that appends a test expense; here each test expense gets its own name. The model is an
// ObservableObject with `@Published var items` (the book's earlier edition); its didSet prints the names after each
// change. onDelete gets the swiped row's offsets, and `remove(atOffsets:)` removes them.
// - Add three expenses; swipe away "Test 2", then "Test 1"; add one more.
import SwiftUI

struct ExpenseItem: Identifiable {
    let id = UUID()
    let name: String
    let type: String
    let amount: Double
}

class Expenses: ObservableObject {
    @Published var items = [ExpenseItem]() {
        didSet { print("items now: \(items.map(\.name))") }
    }
}

struct ContentView: View {
    @StateObject var expenses = Expenses()
    @State private var added = 0

    var body: some View {
        NavigationStack {
            List {
                ForEach(expenses.items) { item in
                    Text(item.name)
                }
                .onDelete(perform: removeItems)
            }
            .navigationTitle("iExpense")
            .toolbar {
                Button("Add Expense", systemImage: "plus") {
                    added += 1
                    let expense = ExpenseItem(name: "Test \(added)", type: "Personal", amount: 5)
                    expenses.items.append(expense)
                }
            }
        }
    }

    func removeItems(at offsets: IndexSet) {
        print("removing offsets \(Array(offsets))")
        expenses.items.remove(atOffsets: offsets)
    }
}

:mount ContentView()
:tap "Add Expense"
// expect: items now: ["Test 1"]
:tap "Add Expense"
// expect: items now: ["Test 1", "Test 2"]
:tap "Add Expense"
// expect: items now: ["Test 1", "Test 2", "Test 3"]
:delete "Test 2"
// expect: removing offsets [1]
// expect: items now: ["Test 1", "Test 3"]
:delete "Test 1"
// expect: removing offsets [0]
// expect: items now: ["Test 3"]
:tap "Add Expense"
// expect: items now: ["Test 3", "Test 4"]
