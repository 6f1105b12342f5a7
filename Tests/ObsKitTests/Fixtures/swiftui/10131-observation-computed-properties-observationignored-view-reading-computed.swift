// what's-new style: Observation with computed properties and `@ObservationIgnored`: a view reading a computed property depends on the stored properties it reads; a write to an ignored property re-runs nobody (rules §8.1, §8.3)
import SwiftUI

@Observable
final class Budget {
    var expenses: [Int] = [20, 30]
    var limit = 100
    @ObservationIgnored var lastEdited = "never"

    var total: Int { expenses.reduce(0, +) }
    var remaining: Int { limit - total }
}

struct TotalView: View {
    let budget: Budget
    var body: some View {
        let _ = print("TotalView body: \(budget.total)")
        Text("Spent \(budget.total)")
    }
}

struct RemainingView: View {
    let budget: Budget
    var body: some View {
        let _ = print("RemainingView body: \(budget.remaining)")
        Text("Left \(budget.remaining)")
    }
}

struct LimitView: View {
    let budget: Budget
    var body: some View {
        let _ = print("LimitView body: \(budget.limit)")
        Text("Limit \(budget.limit)")
    }
}

struct AuditView: View {
    let budget: Budget
    var body: some View {
        let _ = print("AuditView body: \(budget.lastEdited)")
        Text("Last edit: \(budget.lastEdited)")
    }
}

struct BudgetScreen: View {
    @State private var budget = Budget()

    var body: some View {
        let _ = print("BudgetScreen body")
        VStack {
            TotalView(budget: budget)
            RemainingView(budget: budget)
            LimitView(budget: budget)
            AuditView(budget: budget)
            Button("Add 10") {
                budget.expenses.append(10)
                budget.lastEdited = "add"
            }
            Button("Raise limit") { budget.limit += 50 }
            Button("Touch") { budget.lastEdited = "touch" }
        }
    }
}

:mount BudgetScreen()
// expect: BudgetScreen body
// expect: TotalView body: 50
// expect: RemainingView body: 50
// expect: LimitView body: 100
// expect: AuditView body: never
:tap "Add 10"
// expect: TotalView body: 60
// expect: RemainingView body: 40
:tap "Raise limit"
// expect: RemainingView body: 90
// expect: LimitView body: 150
:tap "Touch"
