// Style: Apple documentation, `Observable()` and `ObservationIgnored()`. A computed property is tracked through the stored properties it reads
// (rules §8.1, §8.3): a view showing `total` depends on `prices`, not on `shopName`. A property marked `@ObservationIgnored` is not tracked: a
// view that reads it does not run when it changes (rules §8.1, ObsREPL's choice: "`@ObservationIgnored` is honoured"), and it shows the new value
// only when something else re-runs it.
import SwiftUI

@Observable
final class Checkout {
    var shopName = "Corner Shop"
    var prices: [Int] = [3, 4]
    @ObservationIgnored var note = "none"

    var total: Int { prices.reduce(0, +) }
}

struct TotalView: View {
    @Environment(Checkout.self) private var checkout

    var body: some View {
        let _ = print("TotalView body: \(checkout.total), note \(checkout.note)")
        Text("Total \(checkout.total)")
    }
}

struct CheckoutScreen: View {
    @State private var checkout = Checkout()

    var body: some View {
        VStack {
            TotalView()
            Button("Add item") { checkout.prices.append(5) }
            Button("Rename shop") { checkout.shopName = "Big Shop" }
            Button("Add note") { checkout.note = "gift" }
        }
        .environment(checkout)
    }
}

:mount CheckoutScreen()
// expect: TotalView body: 7, note none
:tap "Rename shop"
:tap "Add note"
:tap "Add item"
// expect: TotalView body: 12, note gift
