// Observation in depth: a non-optional `@Environment(Wallet.self)` with no `.environment(wallet)` above it
// With the object set, the screen runs normally. Without it, SwiftUI stops with "No Observable object of type Wallet
// found. A View.environmentObject(_:) for Wallet may be missing as an ancestor of this view." when the property
// updates, before the reader's body and after its parent's (rules §14.2, the message names `environmentObject(_:)`
// even for an `@Observable` model; §2.8 parents first).
import SwiftUI

@Observable
final class Wallet {
    var balance = 20
}

struct BalanceLine: View {
    @Environment(Wallet.self) private var wallet

    var body: some View {
        let _ = print("balance line: \(wallet.balance)")
        Text("Balance: \(wallet.balance) EUR")
    }
}

struct PaymentsScreen: View {
    var body: some View {
        let _ = print("payments body")
        VStack {
            Text("Payments")
                .font(.largeTitle)
            BalanceLine()
        }
    }
}

:mount PaymentsScreen().environment(Wallet())
// expect: payments body
// expect: balance line: 20
:mount PaymentsScreen()
// expect: payments body
// expect-error: No Observable object of type Wallet found
