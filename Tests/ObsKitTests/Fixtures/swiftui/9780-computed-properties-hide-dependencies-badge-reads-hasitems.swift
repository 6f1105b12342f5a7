// Donny Wals style, pitfall on purpose: computed properties hide dependencies; a badge that reads `hasItems` depends on the whole items array and runs at every add though its answer stays true, and a label computed from an @ObservationIgnored property never updates (rules §8.1, §8.3, §2.3)
import SwiftUI

struct CartItem: Identifiable {
    let id: Int
    let name: String
}

@Observable
final class Cart {
    var items: [CartItem] = []
    var couponCode = ""
    @ObservationIgnored var lastSynced = "never"

    var hasItems: Bool { !items.isEmpty }
    var syncLabel: String { "synced \(lastSynced)" }
}

struct CartBadge: View {
    let cart: Cart

    var body: some View {
        let _ = print("CartBadge body: \(cart.hasItems)")
        Image(systemName: cart.hasItems ? "cart.fill" : "cart")
    }
}

struct SyncStatus: View {
    let cart: Cart

    var body: some View {
        let _ = print("SyncStatus body: \(cart.syncLabel)")
        Text(cart.syncLabel)
    }
}

struct CouponView: View {
    let cart: Cart

    var body: some View {
        let _ = print("CouponView body: '\(cart.couponCode)'")
        Text(cart.couponCode.isEmpty ? "No coupon" : cart.couponCode)
    }
}

struct CartScreen: View {
    @State private var cart = Cart()

    var body: some View {
        let _ = print("CartScreen body")
        VStack {
            CartBadge(cart: cart)
            SyncStatus(cart: cart)
            CouponView(cart: cart)
            Button("Add apple") {
                cart.items.append(CartItem(id: cart.items.count + 1, name: "Apple"))
            }
            Button("Sync") {
                cart.lastSynced = "09:41"
                print("synced, label now: \(cart.syncLabel)")
            }
            Button("Add coupon") {
                cart.couponCode = "SAVE10"
            }
        }
    }
}

:mount CartScreen()
// expect: CartScreen body
// expect: CartBadge body: false
// expect: SyncStatus body: synced never
// expect: CouponView body: ''
:tap "Add apple"
// expect: CartBadge body: true
:tap "Add apple"
// expect: CartBadge body: true
:tap "Sync"
// expect: synced, label now: synced 09:41
:tap "Add coupon"
// expect: CouponView body: 'SAVE10'
:tap "Add apple"
// expect: CartBadge body: true
