// App-organization style: the App owns an ObservableObject with @StateObject and hands it down with .environmentObject(_:); every view that declares the @EnvironmentObject re-runs on a change, parent before child
import SwiftUI

final class CartStore: ObservableObject {
    @Published var itemCount = 0
    init() { print("CartStore init") }
    deinit { print("CartStore deinit") }
}

struct CartBadge: View {
    @EnvironmentObject var cart: CartStore

    var body: some View {
        let _ = print("CartBadge body: \(cart.itemCount)")
        Text("Cart: \(cart.itemCount)")
    }
}

struct ProductRow: View {
    let name: String

    var body: some View {
        let _ = print("ProductRow body: \(name)")
        Text(name)
    }
}

struct ShopRoot: View {
    @EnvironmentObject var cart: CartStore

    var body: some View {
        let _ = print("ShopRoot body")
        VStack {
            CartBadge()
            ProductRow(name: "Teapot")
            Button("Add to Cart") { cart.itemCount += 1 }
        }
    }
}

@main
struct ShopApp: App {
    @StateObject private var cart = CartStore()

    var body: some Scene {
        WindowGroup {
            ShopRoot()
                .environmentObject(cart)
        }
    }
}

:mount ShopApp()
// expect: CartStore init
// expect: ShopRoot body
// expect: CartBadge body: 0
// expect: ProductRow body: Teapot
:tap "Add to Cart"
// expect: ShopRoot body
// expect: CartBadge body: 1
:tap "Add to Cart"
// expect: ShopRoot body
// expect: CartBadge body: 2
:unmount
// expect: CartStore deinit
