// SwiftUI from Apple's documentation: an @EnvironmentObject updates its view when the object changes
// Apple, EnvironmentObject (https://developer.apple.com/documentation/swiftui/environmentobject): "An environment object
// invalidates the current view whenever the observable object that conforms to ObservableObject changes. If you declare
// a property as an environment object, be sure to set a corresponding model object on an ancestor view by calling its
// environmentObject(_:) modifier." The ancestor keeps the object in @State (no subscription), so only BalanceView updates.
import SwiftUI

final class Account: ObservableObject {
    @Published var balance = 10
}

struct BalanceView: View {
    @EnvironmentObject var account: Account
    var body: some View {
        let _ = print("BalanceView body \(account.balance)")
        Button("Deposit") { account.balance += 5 }
    }
}

struct Bank: View {
    @State private var account = Account()
    var body: some View {
        let _ = print("Bank body")
        BalanceView().environmentObject(account)
    }
}

:mount Bank()
:tap "Deposit"
// expect: Bank body
// expect: BalanceView body 10
// expect: BalanceView body 15
