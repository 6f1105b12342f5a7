// Custom DynamicProperty: an observing wrapper used correctly, the model injected from an owner's @StateObject
// The nested @ObservedObject box keeps its subscription while the parent hands the same instance, and moves it when
// another instance arrives (rules §5.1, §7.1); a new reference makes the child differ (§2.5). The owner's
// @StateObject boxes re-run the owner on any change of either model (rules §4.4, §6.5); one body per view (§2.8).
import SwiftUI

final class Account: ObservableObject {
    let owner: String
    @Published var balance = 0

    init(owner: String) {
        self.owner = owner
        print("Account \(owner) init")
    }
}

@propertyWrapper
struct Watching<Model: ObservableObject>: DynamicProperty {
    @ObservedObject private var model: Model

    init(_ model: Model) {
        _model = ObservedObject(wrappedValue: model)
    }

    var wrappedValue: Model { model }
}

struct BalanceView: View {
    @Watching var account: Account

    init(account: Account) {
        _account = Watching(account)
    }

    var body: some View {
        let _ = print("BalanceView: \(account.owner) has \(account.balance)")
        Button("Deposit") { account.balance += 10 }
    }
}

struct Bank: View {
    @StateObject private var alice = Account(owner: "Alice")
    @StateObject private var bob = Account(owner: "Bob")
    @State private var showBob = false

    var body: some View {
        let _ = print("Bank body")
        VStack {
            Toggle("Show Bob", isOn: $showBob)
            BalanceView(account: showBob ? bob : alice)
            Button("Pay Alice") { alice.balance += 1 }
        }
    }
}

:mount Bank()
// expect: Account Alice init
// expect: Account Bob init
// expect: Bank body
// expect: BalanceView: Alice has 0
:tap "Deposit"
// expect: Bank body
// expect: BalanceView: Alice has 10
:toggle "Show Bob"
// expect: Bank body
// expect: BalanceView: Bob has 0
:tap "Deposit"
// expect: Bank body
// expect: BalanceView: Bob has 10
:tap "Pay Alice"
// expect: Bank body
:toggle "Show Bob"
// expect: Bank body
// expect: BalanceView: Alice has 11
