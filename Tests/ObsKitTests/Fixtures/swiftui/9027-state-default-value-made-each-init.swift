// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/state (a State property always instantiates its default value when SwiftUI instantiates the view, so each time the parent's update makes a new CartBadge value a Cart is made; SwiftUI still keeps the first one as the badge's state, and the count carries on)
import SwiftUI
import Observation

@Observable
final class Cart {
    var count = 0
    init() { print("Cart init") }
}

struct CartBadge: View {
    let label: String
    @State private var cart = Cart()

    var body: some View {
        Button("\(label): \(cart.count)") {
            cart.count += 1
            print("\(label) cart \(cart.count)")
        }
    }
}

struct Shop: View {
    @State private var title = "Shop"

    var body: some View {
        VStack {
            CartBadge(label: title)
            Button("Rename") { title = "Store" }
        }
    }
}

:mount Shop()
:tap "Shop: 0"
:tap "Rename"
:tap "Store: 1"
// expect: Cart init
// expect: Shop cart 1
// expect: Cart init
// expect: Store cart 2
