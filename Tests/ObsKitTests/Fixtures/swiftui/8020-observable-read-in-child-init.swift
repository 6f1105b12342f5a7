// SwiftUI from Apple's documentation: an @Observable property read while a body runs — even inside a child's init — is a dependency
// Apple, "Managing model data in your app" (https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app): "A view
// forms a dependency on an observable data model object ... when the view's body property reads a property of the object." Observation
// tracks every access made while the body is computed (withObservationTracking, https://developer.apple.com/documentation/observation/withobservationtracking(_:onchange:)),
// and the child's init runs inside the parent's body. So Wallet's body depends on `balance` though it never names it, and re-runs
// (re-making the child) when the child's button changes the balance.
import SwiftUI

@Observable
final class Account {
    var balance = 100
}

struct BalanceCard: View {
    let account: Account
    let shown: Int

    init(account: Account) {
        self.account = account
        shown = account.balance
        print("BalanceCard init: \(shown)")
    }

    var body: some View {
        let _ = print("BalanceCard body: \(shown)")
        Button("Spend") { account.balance -= 10 }
    }
}

struct Wallet: View {
    @State private var account = Account()

    var body: some View {
        let _ = print("Wallet body")
        BalanceCard(account: account)
    }
}

:mount Wallet()
// expect: Wallet body
// expect: BalanceCard init: 100
// expect: BalanceCard body: 100
:tap "Spend"
// expect: Wallet body
// expect: BalanceCard init: 90
// expect: BalanceCard body: 90
