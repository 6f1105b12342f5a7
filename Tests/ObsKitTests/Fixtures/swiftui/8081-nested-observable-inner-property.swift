// SwiftUI from Apple's documentation: an @Observable property holding another @Observable: changing the inner one re-runs its reader
// Apple, Migrating from the Observable Object protocol to the Observable macro
// (https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro):
// views update "based on changes to the observable properties that a view's body reads instead of any property changes that
// occur to an observable object". The parent reads `bank.account` (unchanged); the child reads `account.balance`.
import SwiftUI

@Observable
final class Account {
    var balance = 0
}

@Observable
final class Bank {
    var account = Account()
    var motto = "Save"
}

struct BalanceView: View {
    let account: Account
    var body: some View {
        let _ = print("BalanceView body: \(account.balance)")
        Text("\(account.balance)")
    }
}

struct BankView: View {
    @State private var bank = Bank()
    var body: some View {
        let _ = print("BankView body")
        VStack {
            BalanceView(account: bank.account)
            Button("Deposit") { bank.account.balance += 10 }
        }
    }
}

:mount BankView()
// expect: BankView body
// expect: BalanceView body: 0
:tap "Deposit"
// expect: BalanceView body: 10
:tap "Deposit"
// expect: BalanceView body: 20
