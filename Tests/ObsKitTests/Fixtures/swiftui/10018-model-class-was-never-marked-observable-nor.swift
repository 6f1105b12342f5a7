// Fatbobman / SwiftLee style — PITFALL on purpose: a model class that was never marked @Observable (nor ObservableObject) is not observed — changing it re-runs nothing until some other state change happens to re-run the body; marking it @Observable fixes it (rules §3.7, §8.3)
import SwiftUI

final class Cart {
    var count = 0
}

@Observable
final class ObservedCart {
    var count = 0
}

struct CartBadge: View {
    @State private var cart = Cart()
    @State private var refreshes = 0

    var body: some View {
        let _ = print("CartBadge body: \(cart.count) items")
        VStack {
            Button("Add item") {
                cart.count += 1
                print("cart.count is \(cart.count)")
            }
            Button("Refresh") { refreshes += 1 }
            Text("refresh \(refreshes)")
        }
    }
}

struct FixedBadge: View {
    @State private var cart = ObservedCart()

    var body: some View {
        let _ = print("FixedBadge body: \(cart.count) items")
        Button("Add item") { cart.count += 1 }
    }
}

:mount CartBadge()
// expect: CartBadge body: 0 items
:tap "Add item"
// expect: cart.count is 1
:tap "Add item"
// expect: cart.count is 2
:tap "Refresh"
// expect: CartBadge body: 2 items
:mount FixedBadge()
// expect: FixedBadge body: 0 items
:tap "Add item"
// expect: FixedBadge body: 1 items
