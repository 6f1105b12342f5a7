// objc.io style: switching which `@Observable` account the environment holds, and what each change re-runs
// What SwiftUI does: `.environment(account)` puts one instance in the environment; `@Environment(Account.self)`'s view
// runs again when the key's value changes (rules §14.2), and an object compares by identity: switching accounts puts
// another instance there, so the balance view runs with `_account changed.` (rules §12.1). A deposit changes a
// property the view read on the current instance: that is an Observation dependency, `@dependencies` (rules §8.3,
// §12.1). The switcher reads `showBusiness` and re-runs on a switch, never on a deposit (it reads no balance).
// Sources: rules §8.3, §12.1, §12.2, §14.2; https://developer.apple.com/documentation/swiftui/view/environment(_:)
import SwiftUI

@Observable
final class Account {
    let name: String
    var balance: Int

    init(name: String, balance: Int) {
        self.name = name
        self.balance = balance
    }
}

struct BalanceView: View {
    @Environment(Account.self) private var account

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("BalanceView body: \(account.name) \(account.balance)")
        Text("\(account.name): $\(account.balance)")
    }
}

struct AccountSwitcher: View {
    @State private var personal = Account(name: "Personal", balance: 120)
    @State private var business = Account(name: "Business", balance: 900)
    @State private var showBusiness = false

    var body: some View {
        let _ = print("AccountSwitcher body: \(showBusiness ? "business" : "personal")")
        VStack {
            BalanceView()
            Button("Switch account") { showBusiness.toggle() }
            Button("Deposit 10") {
                let account = showBusiness ? business : personal
                account.balance += 10
            }
        }
        .environment(showBusiness ? business : personal)
    }
}

:mount AccountSwitcher()
// expect: AccountSwitcher body: personal
// expect: BalanceView: @self, @identity, _account changed.
// expect: BalanceView body: Personal 120
:tap "Switch account"
// expect: AccountSwitcher body: business
// expect: BalanceView: _account changed.
// expect: BalanceView body: Business 900
:tap "Deposit 10"
// expect: BalanceView: @dependencies changed.
// expect: BalanceView body: Business 910
:tap "Switch account"
// expect: AccountSwitcher body: personal
// expect: BalanceView: _account changed.
// expect: BalanceView body: Personal 120
