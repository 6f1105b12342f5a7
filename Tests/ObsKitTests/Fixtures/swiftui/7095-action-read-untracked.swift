// A wallet screen where the pay button's view reads the balance only inside its action and in onAppear, the point of
// WWDC23's "Discover Observation in SwiftUI" that only what `body` reads is tracked.
// What SwiftUI does: reads in actions and in onAppear are outside any body's tracking (rules §8.3), so the pay button's
// view never runs again; the balance line and the receipt line run when what they read changes. The second payment
// assigns the receipt text it already has, which notifies nobody (rules §8.1), so only the balance line runs. When the
// balance is too low the action changes nothing and nothing runs. onAppear runs after the first update (rules §10.3).
// Sources: rules §8.1, §8.3, §10.3, §11.1;
// https://developer.apple.com/videos/play/wwdc2023/10149/
import SwiftUI

@Observable
final class Wallet {
    var balance = 10
    var lastReceipt = ""
}

struct BalanceLine: View {
    let wallet: Wallet

    var body: some View {
        let _ = print("BalanceLine body: \(wallet.balance)")
        Text("Balance: \(wallet.balance)")
    }
}

struct ReceiptLine: View {
    let wallet: Wallet

    var body: some View {
        let _ = print("ReceiptLine body: '\(wallet.lastReceipt)'")
        Text(wallet.lastReceipt)
    }
}

struct PayButton: View {
    let wallet: Wallet

    var body: some View {
        let _ = print("PayButton body")
        Button("Pay 3") {
            if wallet.balance >= 3 {
                wallet.balance -= 3
                wallet.lastReceipt = "paid 3"
            }
        }
        .onAppear {
            print("balance on appear: \(wallet.balance)")
        }
    }
}

struct WalletScreen: View {
    @State private var wallet = Wallet()

    var body: some View {
        VStack {
            BalanceLine(wallet: wallet)
            ReceiptLine(wallet: wallet)
            PayButton(wallet: wallet)
        }
    }
}

:mount WalletScreen()
// expect: BalanceLine body: 10
// expect: ReceiptLine body: ''
// expect: PayButton body
// expect: balance on appear: 10
:tap "Pay 3"
// expect: BalanceLine body: 7
// expect: ReceiptLine body: 'paid 3'
:tap "Pay 3"
// expect: BalanceLine body: 4
:tap "Pay 3"
// expect: BalanceLine body: 1
:tap "Pay 3"
