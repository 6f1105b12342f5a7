// Stack Overflow Q&A style: "environment object missing vs provided at root": the root owns the Cart with @StateObject and provides it with .environmentObject; a change re-runs the owner and every view that declares the object; a view that declares it without reading it mounts fine alone, one that reads it crashes with SwiftUI's message (rules §14.1, §4.2, §4.4, T16)
import SwiftUI

final class Cart: ObservableObject {
    @Published var count = 0
    init() { print("Cart init") }
}

struct CartBadge: View {
    @EnvironmentObject var cart: Cart

    var body: some View {
        let _ = print("CartBadge body: \(cart.count)")
        Text("Cart \(cart.count)")
    }
}

struct AddButton: View {
    @EnvironmentObject var cart: Cart

    var body: some View {
        let _ = print("AddButton body")
        Button("Add to cart") { cart.count += 1 }
    }
}

struct QuietCartUser: View {
    @EnvironmentObject var cart: Cart

    var body: some View {
        let _ = print("QuietCartUser body")
        Text("No cart needed here")
    }
}

struct ShopRoot: View {
    @StateObject private var cart = Cart()

    var body: some View {
        let _ = print("ShopRoot body")
        VStack {
            CartBadge()
            AddButton()
        }
        .environmentObject(cart)
    }
}

:mount ShopRoot()
// expect: Cart init
// expect: ShopRoot body
// expect: CartBadge body: 0
// expect: AddButton body
:tap "Add to cart"
// expect: ShopRoot body
// expect: CartBadge body: 1
// expect: AddButton body
:mount QuietCartUser()
// expect: QuietCartUser body
:mount CartBadge()
// expect-error: No ObservableObject of type Cart found
