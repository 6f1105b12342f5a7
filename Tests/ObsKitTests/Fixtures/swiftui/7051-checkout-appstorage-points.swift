// A coffee-shop checkout that remembers things with @AppStorage, as beginner courses introduce it (tap counters,
// saved preferences), own code: a loyalty badge and a pay button that share the key "loyaltyPoints", a pickup
// picker on "pickupLocation", all inside a stateless checkout screen; the screen is unmounted and mounted again to
// stand for a relaunch.
// What SwiftUI does: @AppStorage reads and writes UserDefaults under its key, and a change re-runs the views that
// read the value (rules §15.14; Apple `AppStorage`). "Pay" writes the points from an action (actions read the live
// value, rules §3.4); the pay button's body never read them, so only the badge runs. The picker's view reads its own
// key: it runs when a new place is picked. Nothing else changes, so the checkout screen runs only at mount (rules
// §0.2). After a relaunch every view reads the stored values, not the declared defaults (rules §15.14).
// Sources: rules §0.2, §3.4, §15.14; https://developer.apple.com/documentation/swiftui/appstorage
import SwiftUI

struct LoyaltyBadge: View {
    @AppStorage("loyaltyPoints") private var points = 0

    var body: some View {
        let _ = print("LoyaltyBadge body: \(points) points")
        Label("\(points) points", systemImage: "star.circle")
    }
}

struct PickupPicker: View {
    @AppStorage("pickupLocation") private var pickup = "Counter"

    let places = ["Counter", "Drive-through", "Curbside"]

    var body: some View {
        let _ = print("PickupPicker body: \(pickup)")
        Picker("Pickup at", selection: $pickup) {
            ForEach(places, id: \.self) {
                Text($0)
            }
        }
    }
}

struct PayButton: View {
    let total: Double
    @AppStorage("loyaltyPoints") private var points = 0

    var body: some View {
        let _ = print("PayButton body")
        Button("Pay \(total.formatted(.currency(code: "USD")))") {
            points += Int(total)
            print("paid, points now \(points)")
        }
    }
}

struct CheckoutView: View {
    var body: some View {
        let _ = print("CheckoutView body")
        NavigationStack {
            Form {
                Section("Rewards") {
                    LoyaltyBadge()
                }
                Section("Pickup") {
                    PickupPicker()
                }
                Section {
                    PayButton(total: 12.5)
                }
            }
            .navigationTitle("Checkout")
        }
    }
}

:mount CheckoutView()
// expect: CheckoutView body
// expect: LoyaltyBadge body: 0 points
// expect: PickupPicker body: Counter
// expect: PayButton body
:tap "Pay $12.50"
// expect: paid, points now 12
// expect: LoyaltyBadge body: 12 points
:tap "Pay $12.50"
// expect: paid, points now 24
// expect: LoyaltyBadge body: 24 points
:pick "Curbside" in "Pickup at"
// expect: PickupPicker body: Curbside
:unmount
:mount CheckoutView()
// expect: CheckoutView body
// expect: LoyaltyBadge body: 24 points
// expect: PickupPicker body: Curbside
// expect: PayButton body
