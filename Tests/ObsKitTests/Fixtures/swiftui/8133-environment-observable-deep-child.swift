// SwiftUI from Apple's documentation: .environment(model) reaches a deep child; only the reading child updates
// Apple, environment(_:) (https://developer.apple.com/documentation/swiftui/view/environment(_:)): "Use this modifier to
// place an object that you declare with the Observable() macro into a view's environment." Managing model data
// (https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app): a view updates when an observable
// property its body reads changes. Root and Middle never read `count`.
import SwiftUI

@Observable
final class Cart {
    var count = 0
}

struct CartBadge: View {
    @Environment(Cart.self) private var cart
    var body: some View {
        let _ = print("CartBadge body \(cart.count)")
        Button("Add") { cart.count += 1 }
    }
}

struct Middle: View {
    var body: some View {
        let _ = print("Middle body")
        CartBadge()
    }
}

struct Root: View {
    @State private var cart = Cart()
    var body: some View {
        let _ = print("Root body")
        Middle().environment(cart)
    }
}

:mount Root()
:tap "Add"
:tap "Add"
// expect: Root body
// expect: Middle body
// expect: CartBadge body 0
// expect: CartBadge body 1
// expect: CartBadge body 2
