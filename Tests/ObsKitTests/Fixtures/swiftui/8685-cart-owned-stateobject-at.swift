// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/environmentobject (a cart owned with @StateObject at the top is handed down with .environmentObject(_:); a product row deep below adds to it, and the badge that reads it through @EnvironmentObject is invalidated and shows the new count)
import SwiftUI

final class CartViewModel: ObservableObject {
    @Published private(set) var items: [String] = []

    func add(_ product: String) {
        items.append(product)
    }
}

struct ProductRow: View {
    let product: String
    @EnvironmentObject private var cart: CartViewModel

    var body: some View {
        Button("Add \(product)") { cart.add(product) }
    }
}

struct CartBadge: View {
    @EnvironmentObject private var cart: CartViewModel

    var body: some View {
        let _ = print("badge: \(cart.items.count) items")
        Text("\(cart.items.count)")
    }
}

struct StoreView: View {
    var body: some View {
        VStack {
            CartBadge()
            ForEach(["Mug", "T-shirt"], id: \.self) { product in
                ProductRow(product: product)
            }
        }
    }
}

struct ShopApp: View {
    @StateObject private var cart = CartViewModel()

    var body: some View {
        StoreView()
            .environmentObject(cart)
    }
}

:mount ShopApp()
:tap "Add Mug"
:tap "Add T-shirt"
:tap "Add Mug"
// expect: badge: 0 items
// expect: badge: 1 items
// expect: badge: 2 items
// expect: badge: 3 items
