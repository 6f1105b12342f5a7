// Check error: .environment(_:) given an ObservableObject instead of an @Observable object
import SwiftUI

final class Cart: ObservableObject {
    @Published var items: [String] = []
}

struct CartBadge: View {
    @EnvironmentObject var cart: Cart

    var body: some View {
        Text("\(cart.items.count) items")
    }
}

struct Shop: View {
    @StateObject private var cart = Cart()

    var body: some View {
        CartBadge()
            .environment(cart)
    }
}

:mount Shop()
// expect-error: instance method 'environment' requires that 'Cart' conform to 'Observable'
