// forms and editing style: sheet(item:onDismiss:) editor with a @State draft of an expense; a number TextField(value:format:) commits on Return; Done sends the draft to an ObservableObject store's intent; a swipe and Done both call onDismiss (rules §13.1, §15.10, §6.5)
import SwiftUI

struct Expense: Identifiable, Equatable {
    let id: Int
    var title: String
    var amount: Double
}

final class ExpenseStore: ObservableObject {
    @Published private(set) var expenses = [
        Expense(id: 1, title: "Lunch", amount: 12.5),
        Expense(id: 2, title: "Taxi", amount: 20),
    ]

    func update(_ expense: Expense) {
        guard let index = expenses.firstIndex(where: { $0.id == expense.id }) else { return }
        expenses[index] = expense
        print("updated \(expense.title)")
    }
}

struct ExpenseEditor: View {
    @State private var draft: Expense
    let save: (Expense) -> Void
    @Environment(\.dismiss) private var dismiss

    init(expense: Expense, save: @escaping (Expense) -> Void) {
        _draft = State(initialValue: expense)
        self.save = save
    }

    var body: some View {
        let _ = print("ExpenseEditor body: \(draft.title) \(draft.amount)")
        NavigationStack {
            Form {
                TextField("Title", text: $draft.title)
                TextField("Amount", value: $draft.amount, format: .number)
            }
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") {
                        save(draft)
                        dismiss()
                    }
                }
            }
        }
    }
}

struct ExpensesView: View {
    @StateObject private var store = ExpenseStore()
    @State private var selected: Expense?

    var body: some View {
        let _ = print("ExpensesView body: \(store.expenses.map(\.title))")
        List {
            ForEach(store.expenses) { expense in
                Button(expense.title) { selected = expense }
            }
        }
        .sheet(item: $selected, onDismiss: { print("editor closed") }) { expense in
            ExpenseEditor(expense: expense) { store.update($0) }
        }
    }
}

:mount ExpensesView()
// expect: ExpensesView body: ["Lunch", "Taxi"]
:tap "Taxi"
// expect: ExpenseEditor body: Taxi 20.0
:type "i" into "Title"
// expect: ExpenseEditor body: Taxii 20.0
:dismiss
// expect: editor closed
:tap "Lunch"
// expect: ExpenseEditor body: Lunch 12.5
:type "5" into "Amount"
:submit "Amount"
// expect: ExpenseEditor body: Lunch 12.55
:tap "Done"
// expect: updated Lunch
// expect: ExpensesView body: ["Lunch", "Taxi"]
// expect: editor closed
