// Blog style (a wrapper around @ObservedObject): @CartCount takes the shared cart in its init and observes it through a nested @ObservedObject, so the badge updates on every change; a view that holds the same cart in a plain let observes nothing and, given an equal value, does not run (rules §5.1, §5.2, §6.5, §7.1, §7.3, §2.3, §2.8)
import SwiftUI
import Combine

final class CartModel: ObservableObject {
    @Published var items: [String] = []

    init() {
        print("CartModel init")
    }
}

@propertyWrapper
struct CartCount: DynamicProperty {
    @ObservedObject private var cart: CartModel

    init(_ cart: CartModel) {
        _cart = ObservedObject(wrappedValue: cart)
    }

    var wrappedValue: Int { cart.items.count }
}

struct CartBadge: View {
    @CartCount var count: Int

    init(cart: CartModel) {
        _count = CartCount(cart)
    }

    var body: some View {
        let _ = Self._printChanges()
        Text("\(count) in cart")
    }
}

struct CartFooter: View {
    let cart: CartModel

    var body: some View {
        let _ = print("CartFooter body: [\(cart.items.joined(separator: ", "))]")
        Text("Thanks for shopping")
    }
}

struct ContentView: View {
    @StateObject private var cart = CartModel()

    var body: some View {
        let _ = print("ContentView body")
        VStack {
            CartBadge(cart: cart)
            Button("Add Apple") { cart.items.append("Apple") }
            Button("Add Pear") { cart.items.append("Pear") }
            CartFooter(cart: cart)
        }
    }
}

:mount ContentView()
// expect: CartModel init
// expect: ContentView body
// expect: CartBadge: @self, @identity, _count changed.
// expect: CartFooter body: []
:tap "Add Apple"
// expect: ContentView body
// expect: CartBadge: _count changed.
:tap "Add Pear"
// expect: ContentView body
// expect: CartBadge: _count changed.
