// SwiftUI from Apple's documentation: @State's default @Observable is made each time the view is made, but the first one is kept
// Apple, State (https://developer.apple.com/documentation/swiftui/state): "A State property always instantiates its default
// value when SwiftUI instantiates the view. For this reason, avoid side effects and performance-intensive work when initializing
// the default value." Apple, State.init(wrappedValue:): "SwiftUI initializes the state's storage only once for each container
// instance" - the second Cart is made, but the button keeps using the first (when the
// extra one is freed is not documented, so it is not printed).
import SwiftUI

@Observable
final class Cart {
    static var made = 0
    let number: Int
    var count = 0
    init() { Cart.made += 1; number = Cart.made; print("Cart \(number) init") }
}

struct CartButton: View {
    let title: String
    @State private var cart = Cart()
    var body: some View {
        Button(title) {
            cart.count += 1
            print("cart \(cart.number) has \(cart.count)")
        }
    }
}

struct Shop: View {
    @State private var sale = false
    var body: some View {
        VStack {
            Button("Toggle sale") { sale.toggle() }
            CartButton(title: sale ? "Add (sale)" : "Add")
        }
    }
}

:mount Shop()
// expect: Cart 1 init
:tap "Add"
// expect: cart 1 has 1
:tap "Toggle sale"
// expect: Cart 2 init
:tap "Add (sale)"
// expect: cart 1 has 2
