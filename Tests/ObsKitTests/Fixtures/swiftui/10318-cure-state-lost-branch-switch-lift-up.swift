// identity-and-lifetime style: the cure for state lost to a branch switch, lift it up: the Cart is owned by the screen with @StateObject and handed to either branch with @ObservedObject, so switching layouts destroys the branch views but never the model (rules §1.1, §4.2, §4.4, §5.1, §5.2)
import SwiftUI

final class Cart: ObservableObject {
    @Published var items = 0

    init() { print("Cart init") }
    deinit { print("Cart deinit") }
}

struct CompactCart: View {
    @ObservedObject var cart: Cart

    var body: some View {
        let _ = print("CompactCart body: \(cart.items) items")
        Button("+ \(cart.items)") { cart.items += 1 }
    }
}

struct FullCart: View {
    @ObservedObject var cart: Cart

    var body: some View {
        let _ = print("FullCart body: \(cart.items) items")
        Button("Add item (\(cart.items) in cart)") { cart.items += 1 }
    }
}

struct StoreScreen: View {
    @StateObject private var cart = Cart()
    @State private var compact = false

    var body: some View {
        let _ = print("StoreScreen body: \(compact ? "compact" : "full")")
        VStack {
            Toggle("Compact", isOn: $compact)
            if compact {
                CompactCart(cart: cart)
            } else {
                FullCart(cart: cart)
            }
        }
    }
}

:mount StoreScreen()
// expect: Cart init
// expect: StoreScreen body: full
// expect: FullCart body: 0 items
:tap "Add item (0 in cart)"
// expect: StoreScreen body: full
// expect: FullCart body: 1 items
:toggle "Compact"
// expect: StoreScreen body: compact
// expect: CompactCart body: 1 items
:tap "+ 1"
// expect: StoreScreen body: compact
// expect: CompactCart body: 2 items
:toggle "Compact"
// expect: StoreScreen body: full
// expect: FullCart body: 2 items
:unmount
// expect: Cart deinit
