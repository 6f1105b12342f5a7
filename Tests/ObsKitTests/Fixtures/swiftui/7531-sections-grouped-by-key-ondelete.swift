// Hacking with Swift style: expenses grouped into sections with `Dictionary(grouping:by:)`, each section with its own onDelete
// What SwiftUI does: each section's ForEach has its own onDelete, called with offsets in that ForEach's data,
// the section's group, not the whole array (rules §15.2). The action maps them to ids through the same group and
// removes by id from the source. When a category's last expense goes, its key goes, and so does its section (rules
// §1.2). The parent's body reads the array and runs once per delete (rules §3.5).
// Sources: rules §1.2, §3.5, §15.2; https://developer.apple.com/documentation/swiftui/dynamicviewcontent/ondelete(perform:)
import SwiftUI

struct Expense: Identifiable {
    let id: Int
    let name: String
    let category: String
}

struct ExpensesView: View {
    @State private var expenses = [
        Expense(id: 1, name: "Bagel", category: "Food"),
        Expense(id: 2, name: "Bus pass", category: "Transport"),
        Expense(id: 3, name: "Pizza", category: "Food"),
        Expense(id: 4, name: "Taxi", category: "Transport"),
    ]

    var grouped: [String: [Expense]] {
        Dictionary(grouping: expenses, by: \.category)
    }

    var categories: [String] {
        grouped.keys.sorted()
    }

    var body: some View {
        let summary = categories.map { key in
            "\(key): \(grouped[key, default: []].map(\.name).joined(separator: ", "))"
        }
        let _ = print("sections: \(summary.joined(separator: " | "))")
        NavigationStack {
            List {
                ForEach(categories, id: \.self) { category in
                    Section(category) {
                        ForEach(grouped[category, default: []]) { expense in
                            Text(expense.name)
                        }
                        .onDelete { offsets in
                            delete(at: offsets, in: category)
                        }
                    }
                }
            }
            .navigationTitle("Expenses")
        }
    }

    private func delete(at offsets: IndexSet, in category: String) {
        let group = grouped[category, default: []]
        let ids = offsets.map { group[$0].id }
        print("delete \(Array(offsets)) in \(category) -> ids \(ids)")
        expenses.removeAll { ids.contains($0.id) }
    }
}

:mount ExpensesView()
// expect: sections: Food: Bagel, Pizza | Transport: Bus pass, Taxi
:delete "Taxi"
// expect: delete [1] in Transport -> ids [4]
// expect: sections: Food: Bagel, Pizza | Transport: Bus pass
:delete "Bagel"
// expect: delete [0] in Food -> ids [1]
// expect: sections: Food: Pizza | Transport: Bus pass
:delete "Pizza"
// expect: delete [0] in Food -> ids [3]
// expect: sections: Transport: Bus pass
