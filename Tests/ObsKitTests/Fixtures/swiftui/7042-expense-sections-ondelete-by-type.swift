// Expenses split into sections by type (a challenge of the iExpense project of a "100 days" SwiftUI course), own
// code: one @Observable store, two computed filtered arrays, a ForEach with `onDelete` in each section that maps
// the section's offsets back to the store by id, and a row view of its own.
// What SwiftUI does: a swipe calls that ForEach's `onDelete` with the offset of the row *in that ForEach's data*
// (rules §15.2; Apple `onDelete(perform:)`), so "Cinema" is offset 1 of the personal rows; the action removes it
// from the store by id. The body read `items`: it runs once; the rows left keep their ids and get equal values, so
// no row runs (rules §1.2, §2.7). A new item makes one new row: only its body runs.
// Sources: rules §1.2, §2.6, §2.7, §8.3, §15.2, §15.4;
// https://developer.apple.com/documentation/swiftui/dynamicviewcontent/ondelete(perform:)
import SwiftUI

struct Expense: Identifiable {
    let id = UUID()
    let name: String
    let type: String
    let amount: Double
}

@Observable
class ExpenseBook {
    var items = [
        Expense(name: "Lunch", type: "Personal", amount: 12),
        Expense(name: "Flight", type: "Business", amount: 320),
        Expense(name: "Cinema", type: "Personal", amount: 9),
        Expense(name: "Hotel", type: "Business", amount: 150),
    ]
}

struct ExpenseRow: View {
    let expense: Expense

    var body: some View {
        let _ = print("ExpenseRow body: \(expense.name)")
        HStack {
            Text(expense.name)
            Spacer()
            Text(expense.amount, format: .currency(code: "USD"))
                .foregroundStyle(expense.amount > 100 ? .red : .primary)
        }
    }
}

struct ExpensesByTypeView: View {
    @State private var book = ExpenseBook()

    var personal: [Expense] { book.items.filter { $0.type == "Personal" } }
    var business: [Expense] { book.items.filter { $0.type == "Business" } }

    var body: some View {
        let _ = print("ExpensesByTypeView body: \(personal.count) personal, \(business.count) business")
        NavigationStack {
            List {
                Section("Personal") {
                    ForEach(personal) { expense in
                        ExpenseRow(expense: expense)
                    }
                    .onDelete { offsets in
                        removeItems(at: offsets, in: personal)
                    }
                }
                Section("Business") {
                    ForEach(business) { expense in
                        ExpenseRow(expense: expense)
                    }
                    .onDelete { offsets in
                        removeItems(at: offsets, in: business)
                    }
                }
            }
            .navigationTitle("Expenses")
            .toolbar {
                Button("Add taxi") {
                    book.items.append(Expense(name: "Taxi", type: "Business", amount: 30))
                }
            }
        }
    }

    func removeItems(at offsets: IndexSet, in list: [Expense]) {
        for offset in offsets {
            let doomed = list[offset]
            print("deleting \(doomed.name) at offset \(offset)")
            book.items.removeAll { $0.id == doomed.id }
        }
    }
}

:mount ExpensesByTypeView()
// expect: ExpensesByTypeView body: 2 personal, 2 business
// expect: ExpenseRow body: Lunch
// expect: ExpenseRow body: Cinema
// expect: ExpenseRow body: Flight
// expect: ExpenseRow body: Hotel
:delete "Cinema"
// expect: deleting Cinema at offset 1
// expect: ExpensesByTypeView body: 1 personal, 2 business
:delete "Flight"
// expect: deleting Flight at offset 0
// expect: ExpensesByTypeView body: 1 personal, 1 business
:tap "Add taxi"
// expect: ExpensesByTypeView body: 1 personal, 2 business
// expect: ExpenseRow body: Taxi
