// Custom DynamicProperty: the mistake of keeping an ObservableObject in a wrapper's plain `let`
// Only nested dynamic properties get boxes, so a plain stored object is subscribed by nobody and its @Published
// changes re-run no view (rules §7.1, §13.3); the next body for another reason (a @State the body read) shows the
// object's current value (§3.5). The root value made by :mount holds the store until :unmount (rules §1.4).
import SwiftUI

final class CartStore: ObservableObject {
    @Published var items: [String] = []
    init() { print("CartStore init") }
    deinit { print("CartStore deinit") }
}

@propertyWrapper
struct CartRef: DynamicProperty {
    let store = CartStore()

    init() {}

    var wrappedValue: CartStore { store }
}

struct CartBadge: View {
    @CartRef var cart
    @State private var refreshes = 0

    var body: some View {
        let _ = print("CartBadge body: \(cart.items.count) items, refreshed \(refreshes)")
        VStack {
            Button("Add item") { cart.items.append("Socks") }
            Button("Refresh") { refreshes += 1 }
        }
    }
}

:mount CartBadge()
// expect: CartStore init
// expect: CartBadge body: 0 items, refreshed 0
:tap "Add item"
:tap "Add item"
:tap "Refresh"
// expect: CartBadge body: 2 items, refreshed 1
:unmount
// expect: CartStore deinit
