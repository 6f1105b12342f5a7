// SwiftUI from Apple's documentation: a view reading an @EnvironmentObject is invalidated when another view changes it
// Apple, EnvironmentObject (https://developer.apple.com/documentation/swiftui/environmentobject): "A property wrapper type
// for an observable object that a parent or ancestor view supplies." "An environment object invalidates the current view
// whenever the observable object that conforms to ObservableObject changes."
import SwiftUI

final class Cart: ObservableObject {
    @Published var count = 0
}

struct CartBadge: View {
    @EnvironmentObject var cart: Cart
    var body: some View {
        Text("Cart (\(cart.count))")
            .onChange(of: cart.count) { oldValue, newValue in
                print("badge \(oldValue) -> \(newValue)")
            }
    }
}

struct AddToCartButton: View {
    @EnvironmentObject var cart: Cart
    var body: some View {
        Button("Add to Cart") { cart.count += 1 }
    }
}

struct StoreFront: View {
    @StateObject private var cart = Cart()
    var body: some View {
        VStack {
            CartBadge()
            AddToCartButton()
        }
        .environmentObject(cart)
    }
}

:mount StoreFront()
:tap "Add to Cart"
:tap "Add to Cart"
// expect: badge 0 -> 1
// expect: badge 1 -> 2
