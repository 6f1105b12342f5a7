// SwiftLee-style "@ObservationIgnored in view models": analytics bookkeeping and a cache live in the view model but
// are marked ignored, so writing them never refreshes the screen, even though the body shows one of them
// What SwiftUI does: the macro does not track `@ObservationIgnored` properties (rules §8.1, ObsREPL's choice: the
// attribute is honoured), so a body that reads `trackedEvents` gets no dependency on it: "Track" writes change nothing
// on screen, and no body runs. The body does depend on `expenses`, so "Add coffee" re-runs it (rules §8.3), and that
// run reads the ignored array as the object holds it now, three events counted meanwhile: the screen was stale, not
// the model. A `let` is not tracked either (rules §8.1); the ignored cache is filled from the body without notifying.
// Sources: rules §8.1, §8.3; Apple `ObservationIgnored()`
// https://developer.apple.com/documentation/observation/observationignored()
import SwiftUI

struct Expense: Identifiable {
    let id: Int
    let title: String
    let cents: Int
}

@MainActor
@Observable
final class ExpensesViewModel {
    var expenses: [Expense] = [Expense(id: 1, title: "Rent", cents: 90_000)]
    let currencyCode = "EUR"
    @ObservationIgnored var trackedEvents: [String] = []
    @ObservationIgnored private var totalCache: Int?

    init() {
        print("ExpensesViewModel init")
    }

    var total: Int {
        if let totalCache { return totalCache }
        let sum = expenses.reduce(0) { $0 + $1.cents }
        totalCache = sum
        return sum
    }

    func track(_ event: String) {
        trackedEvents.append(event)
    }

    func addCoffee() {
        expenses.append(Expense(id: expenses.count + 1, title: "Coffee", cents: 350))
        totalCache = nil
        track("add")
    }
}

struct ExpensesScreen: View {
    @State private var viewModel = ExpensesViewModel()

    var body: some View {
        let _ = print("ExpensesScreen body: \(viewModel.expenses.count) expenses, total \(viewModel.total) \(viewModel.currencyCode), \(viewModel.trackedEvents.count) events")
        VStack {
            ForEach(viewModel.expenses) { expense in
                Text(expense.title)
            }
            Button("Track") { viewModel.track("tap") }
            Button("Add coffee") { viewModel.addCoffee() }
        }
    }
}

:mount ExpensesScreen()
// expect: ExpensesViewModel init
// expect: ExpensesScreen body: 1 expenses, total 90000 EUR, 0 events
:tap "Track"
:tap "Track"
:tap "Add coffee"
// expect: ExpensesScreen body: 2 expenses, total 90350 EUR, 3 events
:tap "Track"
