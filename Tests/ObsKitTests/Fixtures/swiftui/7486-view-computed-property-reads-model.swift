// Hacking with Swift-style "Computed properties in views": a budget card's `isOverBudget` helper reads two model properties, so the card depends on them, and not on the note it never shows
// What SwiftUI does: a view's computed property called from `body` runs inside the body, so its reads are the
// body's reads and are tracked (rules §8.3, §8.4): spending and raising the limit run the card, with
// `@dependencies` (rules §12.1); writing `note`, never read, runs nothing. The model lives in the card's
// @State, so the first run names `_budget` (rules §12.2).
// Sources: rules §3.7, §8.3, §8.4, §12.1, §12.2.
import SwiftUI
import Observation

@Observable
final class Budget {
    var limit = 100
    var spent = 80
    var note = ""
}

struct BudgetCard: View {
    @State private var budget = Budget()

    private var isOverBudget: Bool {
        budget.spent > budget.limit
    }

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("BudgetCard body, over budget: \(isOverBudget)")
        VStack {
            Text(isOverBudget ? "Over budget" : "On track")
            Button("Spend 30") { budget.spent += 30 }
            Button("Raise limit") { budget.limit += 50 }
            Button("Add note") { budget.note = "groceries" }
        }
    }
}

:mount BudgetCard()
// expect: BudgetCard: @self, @identity, _budget changed.
// expect: BudgetCard body, over budget: false
:tap "Spend 30"
// expect: BudgetCard: @dependencies changed.
// expect: BudgetCard body, over budget: true
:tap "Add note"
:tap "Raise limit"
// expect: BudgetCard: @dependencies changed.
// expect: BudgetCard body, over budget: false
