// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/dynamicviewcontent/ondelete(perform:) (deleting from a filtered list: onDelete's offsets index the filtered array the ForEach was given, so the action maps them to ids before removing from the full array)
// Apple's onDelete(perform:) page: the action receives "the indices of the items to delete" in the ForEach's own
// collection. When the body filters the data (here with a segmented Picker), the offsets are positions in the filtered
// array, not in the stored one, so the action looks the ids up in the filtered array and removes by id.
import SwiftUI

struct Expense: Identifiable {
    let id: String
    let kind: String
}

struct Expenses: View {
    @State private var expenses = [
        Expense(id: "Rent", kind: "Home"),
        Expense(id: "Taxi", kind: "Travel"),
        Expense(id: "Power", kind: "Home"),
        Expense(id: "Hotel", kind: "Travel"),
        Expense(id: "Water", kind: "Home")
    ]
    @State private var kind = "All"

    var body: some View {
        let shown = kind == "All" ? expenses : expenses.filter { $0.kind == kind }
        List {
            Picker("Kind", selection: $kind) {
                Text("All").tag("All")
                Text("Home").tag("Home")
                Text("Travel").tag("Travel")
            }
            .pickerStyle(.segmented)
            ForEach(shown) { expense in
                Text(expense.id)
            }
            .onDelete { offsets in
                let ids = offsets.map { shown[$0].id }
                print("offsets \(Array(offsets)) are \(ids)")
                expenses.removeAll { ids.contains($0.id) }
                print("left: \(expenses.map(\.id))")
            }
        }
    }
}

:mount Expenses()
:pick "Travel" in "Kind"
:delete "Hotel"
// expect: offsets [1] are ["Hotel"]
// expect: left: ["Rent", "Taxi", "Power", "Water"]
:pick "Home" in "Kind"
:delete "Water"
// expect: offsets [2] are ["Water"]
// expect: left: ["Rent", "Taxi", "Power"]
:pick "All" in "Kind"
:delete "Power"
// expect: offsets [2] are ["Power"]
// expect: left: ["Rent", "Taxi"]
