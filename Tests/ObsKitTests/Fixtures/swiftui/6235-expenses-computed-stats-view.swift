// A computed statistics view (count, total, average, largest) fed an [Expense] array from an @Observable book; typing a new title re-runs the form but not the stats, adding an expense re-runs the stats once; expected output by the SwiftUI rules (rules §2 a non-POD view is compared field by field, an Equatable array with ==; §3 read tracking; §8 Observation)
import SwiftUI
import Observation

struct Expense: Identifiable, Equatable {
    let id = UUID()
    var title: String
    var amount: Double
}

@Observable
final class ExpenseBook {
    var expenses = [
        Expense(title: "Rent", amount: 1000),
        Expense(title: "Groceries", amount: 200),
        Expense(title: "Bus pass", amount: 60),
    ]
}

struct ExpenseStats: View {
    let expenses: [Expense]

    private var total: Double { expenses.reduce(0) { $0 + $1.amount } }
    private var average: Double { expenses.isEmpty ? 0 : total / Double(expenses.count) }
    private var largest: String { expenses.max { $0.amount < $1.amount }?.title ?? "-" }

    var body: some View {
        let _ = print("stats: \(expenses.count) expenses, total \(String(format: "%.2f", total)), average \(String(format: "%.2f", average)), largest \(largest)")
        VStack(alignment: .leading) {
            Text("Total: \(String(format: "%.2f", total))")
            Text("Average: \(String(format: "%.2f", average))")
            Text("Largest: \(largest)")
        }
    }
}

struct ExpensesView: View {
    @State private var book = ExpenseBook()
    @State private var newTitle = ""

    var body: some View {
        Form {
            Section("Summary") {
                ExpenseStats(expenses: book.expenses)
            }
            Section("New expense") {
                TextField("Expense", text: $newTitle)
                Button("Add for $40") {
                    book.expenses.append(Expense(title: newTitle, amount: 40))
                    newTitle = ""
                }
                .disabled(newTitle.isEmpty)
            }
        }
    }
}

:mount ExpensesView()
:type "Gym" into "Expense"
:tap "Add for $40"

// expect: stats: 3 expenses, total 1260.00, average 420.00, largest Rent
// expect: stats: 4 expenses, total 1300.00, average 325.00, largest Rent
