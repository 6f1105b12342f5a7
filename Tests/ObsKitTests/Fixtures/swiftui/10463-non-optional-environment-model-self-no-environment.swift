// environment and custom wrappers style: a non-optional @Environment(Model.self) with no .environment(model) anywhere above it; SwiftUI stops when the property is updated, before the view's body runs, with the message that names environmentObject(_:) even for an @Observable model (rules §14.2)
// pitfall (on purpose): .environment(Wallet()) was never applied; the run must end with the missing-object error
import SwiftUI

@Observable
final class Wallet {
    var balance = 20
}

struct BalanceView: View {
    @Environment(Wallet.self) private var wallet

    var body: some View {
        let _ = print("BalanceView body")
        Text("Balance: \(wallet.balance)")
    }
}

struct WalletScreen: View {
    var body: some View {
        let _ = print("WalletScreen body")
        VStack {
            Text("Wallet")
            BalanceView()
        }
    }
}

:mount WalletScreen()
// expect: WalletScreen body
// expect-error: No Observable object of type Wallet found
