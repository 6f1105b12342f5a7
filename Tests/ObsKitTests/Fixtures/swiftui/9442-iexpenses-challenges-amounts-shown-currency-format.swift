// SwiftUI from a tutorial pattern: https://www.hackingwithswift.com/books/ios-swiftui/iexpense-wrap-up (iExpense's challenges: amounts shown with a currency format style and styled by size, and the list split into Personal and Business sections whose onDelete offsets are mapped back to the one array of items)
// Each section's ForEach shows a filtered copy, so the IndexSet its onDelete receives holds offsets into that copy
// (Apple: DynamicViewContent.onDelete(perform:)); the tutorial's fix looks each item up in the full array before
// removing it. The body reads `expenses.items` through the computed filters, so each removal runs it once. The
// currency format style for "USD" in the en_US locale writes "$4.50" and "$1,299.00".
// - Delete "Taxi" (offset 1 of Business), then "Lunch" (offset 1 of Personal).
import SwiftUI
import Foundation

struct ExpenseItem: Identifiable, Equatable {
    var id = UUID()
    let name: String
    let type: String
    let amount: Double
}

@Observable
class Expenses {
    var items = [
        ExpenseItem(name: "Coffee", type: "Personal", amount: 4.5),
        ExpenseItem(name: "Laptop", type: "Business", amount: 1299),
        ExpenseItem(name: "Lunch", type: "Personal", amount: 12.75),
        ExpenseItem(name: "Taxi", type: "Business", amount: 38),
        ExpenseItem(name: "Books", type: "Personal", amount: 60),
    ]
}

struct ExpenseRow: View {
    let item: ExpenseItem

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(item.name)
                Text(item.type)
            }

            Spacer()

            Text(item.amount, format: .currency(code: "USD"))
                .foregroundStyle(item.amount < 10 ? .green : item.amount < 100 ? .orange : .red)
        }
    }
}

struct ExpensesView: View {
    @State private var expenses = Expenses()

    var personalItems: [ExpenseItem] {
        expenses.items.filter { $0.type == "Personal" }
    }

    var businessItems: [ExpenseItem] {
        expenses.items.filter { $0.type == "Business" }
    }

    var body: some View {
        let _ = print("personal: \(summary(personalItems)) | business: \(summary(businessItems))")
        NavigationStack {
            List {
                Section("Personal") {
                    ForEach(personalItems) { item in
                        ExpenseRow(item: item)
                    }
                    .onDelete(perform: removePersonalItems)
                }

                Section("Business") {
                    ForEach(businessItems) { item in
                        ExpenseRow(item: item)
                    }
                    .onDelete(perform: removeBusinessItems)
                }
            }
            .navigationTitle("iExpense")
        }
    }

    func summary(_ items: [ExpenseItem]) -> String {
        items.map { "\($0.name) \($0.amount.formatted(.currency(code: "USD")))" }.joined(separator: ", ")
    }

    func removeItems(at offsets: IndexSet, in inputArray: [ExpenseItem]) {
        var objectsToDelete = IndexSet()

        for offset in offsets {
            let item = inputArray[offset]

            if let index = expenses.items.firstIndex(of: item) {
                objectsToDelete.insert(index)
            }
        }

        print("removing \(Array(offsets)) -> items \(Array(objectsToDelete))")
        expenses.items.remove(atOffsets: objectsToDelete)
    }

    func removePersonalItems(at offsets: IndexSet) {
        removeItems(at: offsets, in: personalItems)
    }

    func removeBusinessItems(at offsets: IndexSet) {
        removeItems(at: offsets, in: businessItems)
    }
}

:mount ExpensesView()
// expect: personal: Coffee $4.50, Lunch $12.75, Books $60.00 | business: Laptop $1,299.00, Taxi $38.00
:delete "Taxi"
// expect: removing [1] -> items [3]
// expect: personal: Coffee $4.50, Lunch $12.75, Books $60.00 | business: Laptop $1,299.00
:delete "Lunch"
// expect: removing [1] -> items [2]
// expect: personal: Coffee $4.50, Books $60.00 | business: Laptop $1,299.00
