// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/observedobject (an observed object is an input: when the parent passes a different object to the view whose wrapper holds @ObservedObject, the view follows the new object and stops updating for the old one)
import SwiftUI
import Combine

final class Cart: ObservableObject {
    let name: String
    @Published var count = 0
    init(name: String) { self.name = name }
}

let cartA = Cart(name: "A")
let cartB = Cart(name: "B")

@propertyWrapper
struct CartSummary: DynamicProperty {
    @ObservedObject private var cart: Cart

    init(_ cart: Cart) { _cart = ObservedObject(wrappedValue: cart) }

    var wrappedValue: String { "cart \(cart.name): \(cart.count)" }
}

struct Badge: View {
    @CartSummary var summary: String

    init(cart: Cart) { _summary = CartSummary(cart) }

    var body: some View {
        let _ = print("badge: \(summary)")
        Text(summary)
    }
}

struct Checkout: View {
    @State private var useB = false

    var body: some View {
        VStack {
            Button("Switch") { useB.toggle() }
            Button("Add to A") { cartA.count += 1 }
            Button("Add to B") { cartB.count += 1 }
            Badge(cart: useB ? cartB : cartA)
        }
    }
}

:mount Checkout()
:tap "Add to A"
:tap "Add to B"
:tap "Switch"
:tap "Add to A"
:tap "Add to B"
// expect: badge: cart A: 0
// expect: badge: cart A: 1
// expect: badge: cart B: 1
// expect: badge: cart B: 2
