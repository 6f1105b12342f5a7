// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/preferences (a limit flows down the environment and each row reports back up whether it is over it)
// Apple's Preferences article: "Whereas you use the environment to configure the subviews of a view, you use
// preferences to send configuration information from subviews toward their container." The budget screen puts
// a limit in the environment (an @Entry value); each expense row reads it and reports 1 through a preference
// when it is over the limit, 0 otherwise; the key sums the reports, and onPreferenceChange runs when the sum
// changes.
// - Mount (limit 50): only the 80 expense is over: 1.
// - "Lower limit" to 30: every row's environment value changed, so every row's body runs; 40 and 80 are over: 2.
// - "Add small expense" (10): the new row reports 0: the sum is still 2, so the action is not told.
import SwiftUI

extension EnvironmentValues {
    @Entry var spendingLimit: Int = 100
}

struct OverLimitKey: PreferenceKey {
    static let defaultValue = 0

    static func reduce(value: inout Int, nextValue: () -> Int) {
        value += nextValue()
    }
}

struct ExpenseRow: View {
    let amount: Int
    @Environment(\.spendingLimit) private var limit

    var body: some View {
        let _ = print("row \(amount) against \(limit)")
        Text("\(amount) €")
            .preference(key: OverLimitKey.self, value: amount > limit ? 1 : 0)
    }
}

struct BudgetScreen: View {
    @State private var limit = 50
    @State private var expenses = [20, 40, 80]

    var body: some View {
        VStack {
            ForEach(expenses, id: \.self) { amount in
                ExpenseRow(amount: amount)
            }
            Button("Lower limit") { limit = 30 }
            Button("Add small expense") { expenses.append(10) }
        }
        .environment(\.spendingLimit, limit)
        .onPreferenceChange(OverLimitKey.self) { count in
            print("\(count) over the limit")
        }
    }
}

:mount BudgetScreen()
// expect: row 20 against 50
// expect: row 40 against 50
// expect: row 80 against 50
// expect: 1 over the limit
:tap "Lower limit"
// expect: row 20 against 30
// expect: row 40 against 30
// expect: row 80 against 30
// expect: 2 over the limit
:tap "Add small expense"
// expect: row 10 against 30
