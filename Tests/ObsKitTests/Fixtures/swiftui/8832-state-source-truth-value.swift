// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/state (state is the source of truth for a value type: changing a copy leaves the @State value alone, while mutating the state's own property is a change SwiftUI sees, running onChange of the Equatable struct)
import SwiftUI

struct Cart: Equatable {
    var items: [String] = []
}

struct CartView: View {
    @State private var cart = Cart()

    var body: some View {
        VStack {
            Text("\(cart.items.count) items")
            Button("Add to copy") {
                var copy = cart
                copy.items.append("pear")
                print("copy has \(copy.items.count), cart has \(cart.items.count)")
            }
            Button("Add to cart") {
                cart.items.append("apple")
            }
        }
        .onChange(of: cart) { oldValue, newValue in
            print("cart \(oldValue.items) -> \(newValue.items)")
        }
    }
}

:mount CartView()
:tap "Add to copy"
:tap "Add to cart"
// expect: copy has 1, cart has 0
// expect: cart [] -> ["apple"]
