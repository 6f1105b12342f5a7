// what's-new style: PITFALL (on purpose): a child's `@State private var wallet = Wallet()` whose init reads an observed property: that read happens in the parent's body, so the parent depends on the installed wallet's `coins`; the first tap re-runs the parent, which makes a throwaway Wallet, and the child gets @self too; later taps run only the child (rules §8.4, §3.1, §3.3, §12, T5)
import SwiftUI

@Observable
final class Wallet {
    var coins = 0
    init() { print("Wallet init, coins \(coins)") }
}

struct WalletCard: View {
    @State private var wallet = Wallet()

    var body: some View {
        let _ = Self._printChanges()
        Button("Add coin \(wallet.coins)") { wallet.coins += 1 }
    }
}

struct WalletHome: View {
    var body: some View {
        let _ = Self._printChanges()
        WalletCard()
    }
}

:mount WalletHome()
// expect: WalletHome: @self changed.
// expect: Wallet init, coins 0
// expect: WalletCard: @self, @identity, _wallet changed.
:tap "Add coin 0"
// expect: WalletHome: @dependencies changed.
// expect: Wallet init, coins 0
// expect: WalletCard: @dependencies, @self changed.
:tap "Add coin 1"
// expect: WalletCard: @dependencies changed.
