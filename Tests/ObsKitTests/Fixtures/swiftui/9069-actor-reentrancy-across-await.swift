// SwiftUI from Apple's documentation: https://docs.swift.org/swift-book/documentation/the-swift-programming-language/concurrency/#Actors (an actor method that awaits between its check and its write lets a second call in: two withdrawals both pass the check)
// What SwiftUI does: actor isolation holds only between suspension points: while a call is suspended at `await`,
// another call may run on the actor (Swift book, "Actors"; https://developer.apple.com/documentation/swift/actor). Two
// button Tasks each call withdraw(70) on a balance of 100: both see 100 before either subtracts, so the balance ends
// at -40. The @MainActor model's write updates the view.
import SwiftUI

actor Account {
    private(set) var balance = 100

    func withdraw(_ amount: Int, label: String) async -> Int {
        guard balance >= amount else {
            print("\(label): refused")
            return balance
        }
        print("\(label): balance \(balance) is enough")
        try? await Task.sleep(for: .seconds(1))
        balance -= amount
        print("\(label): withdrew \(amount), balance \(balance)")
        return balance
    }
}

@MainActor
@Observable
final class WalletModel {
    let account = Account()
    var balance = 100

    func withdraw(label: String) async {
        balance = await account.withdraw(70, label: label)
    }
}

struct WalletView: View {
    @State private var wallet = WalletModel()

    var body: some View {
        let _ = print("body: balance \(wallet.balance)")
        VStack {
            Button("Pay A") { Task { await wallet.withdraw(label: "A") } }
            Button("Pay B") { Task { await wallet.withdraw(label: "B") } }
        }
    }
}

:mount WalletView()
// expect: body: balance 100
:tap "Pay A"
// expect: A: balance 100 is enough
:tap "Pay B"
// expect: B: balance 100 is enough
:advance 1s
// expect: A: withdrew 70, balance 30
// expect: B: withdrew 70, balance -40
// expect: body: balance -40
