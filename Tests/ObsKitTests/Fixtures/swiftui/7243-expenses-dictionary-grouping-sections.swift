// Expenses grouped into Sections with `Dictionary(grouping:by:)`, the keys sorted for a stable order, each section's
// ForEach with its own `.onDelete`, as list tutorials group rows by category.
// What SwiftUI does: a swipe calls the onDelete of the ForEach that holds the row, with the offset in that
// ForEach's data (rules §15.2): the offset is mapped back to the expense in the action. The body reads the array
// and runs once per change (rules §3.4, §10.1); a section whose last row goes is no longer built.
// Sources: rules §3.4, §10.1, §15.2, §15.9; https://developer.apple.com/documentation/swiftui/section
// https://developer.apple.com/documentation/swift/dictionary/init(grouping:by:)
// https://developer.apple.com/documentation/swiftui/dynamicviewcontent/ondelete(perform:)
import SwiftUI

struct Expense: Identifiable {
    let id: Int
    let title: String
    let category: String
    let amount: Double
}

struct ExpensesByCategory: View {
    @State private var expenses = [
        Expense(id: 1, title: "Lunch", category: "Food", amount: 12.5),
        Expense(id: 2, title: "Taxi", category: "Travel", amount: 23),
        Expense(id: 3, title: "Coffee", category: "Food", amount: 4.25),
        Expense(id: 4, title: "Paper", category: "Office", amount: 9.99),
    ]

    private var grouped: [String: [Expense]] {
        Dictionary(grouping: expenses, by: { $0.category })
    }

    var body: some View {
        let groups = grouped
        let categories = groups.keys.sorted()
        let _ = print("ExpensesByCategory body: \(categories.map { "\($0) \(groups[$0]?.count ?? 0)" }.joined(separator: ", "))")
        List {
            ForEach(categories, id: \.self) { category in
                Section(category) {
                    ForEach(groups[category] ?? []) { expense in
                        HStack {
                            Text(expense.title)
                            Spacer()
                            Text(expense.amount, format: .currency(code: "USD"))
                        }
                    }
                    .onDelete { offsets in
                        deleteExpenses(at: offsets, in: category)
                    }
                }
            }
            Section {
                Button("Add Book") {
                    expenses.append(Expense(id: 5, title: "Novel", category: "Books", amount: 15))
                }
            }
        }
    }

    private func deleteExpenses(at offsets: IndexSet, in category: String) {
        let rows = grouped[category] ?? []
        let doomed = offsets.map { rows[$0] }
        print("delete \(doomed.map { $0.title }) from \(category)")
        expenses.removeAll { expense in doomed.contains { $0.id == expense.id } }
    }
}

:mount ExpensesByCategory()
// expect: ExpensesByCategory body: Food 2, Office 1, Travel 1
:delete "Taxi"
// expect: delete ["Taxi"] from Travel
// expect: ExpensesByCategory body: Food 2, Office 1
:delete "Coffee"
// expect: delete ["Coffee"] from Food
// expect: ExpensesByCategory body: Food 1, Office 1
:tap "Add Book"
// expect: ExpensesByCategory body: Books 1, Food 1, Office 1
