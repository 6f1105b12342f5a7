// Apple Developer Forums style (environment object replaced, view still shows the old one): @EnvironmentObject resubscribes when the injected instance changes, and an optional @Environment of a missing @Observable is nil (rules §14.1, §14.2, §5.1)
import SwiftUI
import Combine
import Observation

final class Account: ObservableObject {
    let owner: String
    @Published var balance = 0
    init(owner: String) {
        self.owner = owner
        print("Account \(owner) init")
    }
}

@Observable
final class Theme {
    var accent = "blue"
}

final class Bank {
    let alice = Account(owner: "Alice")
    let bob = Account(owner: "Bob")
}

struct BalanceLabel: View {
    @EnvironmentObject var account: Account
    @Environment(Theme.self) private var theme: Theme?
    var body: some View {
        let _ = print("BalanceLabel \(account.owner) \(account.balance) theme \(theme?.accent ?? "none")")
        Text("\(account.owner): \(account.balance)")
    }
}

struct BankView: View {
    let bank: Bank
    @State private var showBob = false
    var body: some View {
        let _ = print("BankView body showBob \(showBob)")
        VStack {
            Button("Switch") { showBob.toggle() }
            Button("Pay Alice") { bank.alice.balance += 10 }
            Button("Pay Bob") { bank.bob.balance += 5 }
            BalanceLabel()
        }
        .environmentObject(showBob ? bank.bob : bank.alice)
    }
}

:mount BankView(bank: Bank())
// expect: Account Alice init
// expect: Account Bob init
// expect: BankView body showBob false
// expect: BalanceLabel Alice 0 theme none
:tap "Pay Alice"
// expect: BalanceLabel Alice 10 theme none
:tap "Pay Bob"
:tap "Switch"
// expect: BankView body showBob true
// expect: BalanceLabel Bob 5 theme none
:tap "Pay Alice"
:tap "Pay Bob"
// expect: BalanceLabel Bob 10 theme none
