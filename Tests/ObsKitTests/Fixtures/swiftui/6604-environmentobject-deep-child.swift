// Apple docs `View/environmentObject(_:)` + `EnvironmentObject`: an ObservableObject owned at the top with @StateObject, read by a grandchild.
// The owner's @StateObject makes the cart once, right before its first body (rules §4.2), and subscribes to its
// `objectWillChange`, so any change runs the owner's body though it reads nothing (rules §4.4, §6.5). The grandchild's
// @EnvironmentObject subscribes too and runs again (rules §14.1). The middle view has no inputs that change: it is
// rebuilt by the owner's body, equal to before, so its body does not run (rules §2.6, §2.7), nor does the header's.
import SwiftUI

final class Cart: ObservableObject {
    @Published var count = 0
    init() { print("Cart init") }
}

struct CartButton: View {
    @EnvironmentObject var cart: Cart

    var body: some View {
        let _ = print("cart button body count=\(cart.count)")
        Button("Add (\(cart.count))") { cart.count += 1 }
    }
}

struct Header: View {
    var body: some View {
        let _ = print("header body")
        Text("Socks")
    }
}

struct ProductPage: View {
    var body: some View {
        let _ = print("product page body")
        VStack {
            Header()
            CartButton()
        }
    }
}

struct Shop: View {
    @StateObject private var cart = Cart()

    var body: some View {
        let _ = print("shop body")
        ProductPage()
            .environmentObject(cart)
    }
}

:mount Shop()
// expect: Cart init
// expect: shop body
// expect: product page body
// expect: header body
// expect: cart button body count=0
:tap "Add (0)"
// expect: shop body
// expect: cart button body count=1
:tap "Add (1)"
// expect: shop body
// expect: cart button body count=2
