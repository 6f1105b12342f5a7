// A shopping cart injected with .environmentObject and read by a badge and product rows two levels down; expected output by the SwiftUI rules (rules §6 any @Published change invalidates every observing view, §14 @EnvironmentObject subscribes like @ObservedObject, §2 an unchanged POD child value skips its body)
import SwiftUI

final class ShoppingCart: ObservableObject {
    @Published var items: [String] = []

    var count: Int { items.count }
}

struct CartBadge: View {
    @EnvironmentObject var cart: ShoppingCart

    var body: some View {
        let _ = print("CartBadge body: \(cart.count) in cart")
        Text("Cart (\(cart.count))")
    }
}

struct ProductRow: View {
    let name: String
    @EnvironmentObject var cart: ShoppingCart

    var body: some View {
        let _ = print("ProductRow body: \(name)")
        Button("Add \(name)") {
            cart.items.append(name)
        }
    }
}

struct StoreHeader: View {
    var body: some View {
        let _ = print("StoreHeader body")
        Text("Corner Shop")
            .font(.title)
    }
}

struct StoreView: View {
    var body: some View {
        let _ = print("StoreView body")
        VStack {
            StoreHeader()
            CartBadge()
            ProductRow(name: "Apples")
            ProductRow(name: "Pears")
        }
    }
}

struct StoreRoot: View {
    @StateObject private var cart = ShoppingCart()

    var body: some View {
        StoreView()
            .environmentObject(cart)
    }
}

:mount StoreRoot()
:tap "Add Apples"
:tap "Add Pears"

// expect: StoreView body
// expect: StoreHeader body
// expect: CartBadge body: 0 in cart
// expect: ProductRow body: Apples
// expect: ProductRow body: Pears
// expect: CartBadge body: 1 in cart
// expect: ProductRow body: Apples
// expect: ProductRow body: Pears
// expect: CartBadge body: 2 in cart
// expect: ProductRow body: Apples
// expect: ProductRow body: Pears
