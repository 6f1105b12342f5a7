// environment and custom wrappers style: an @EnvironmentObject used only inside a button's action; with no provider the view still renders (the object is looked up lazily, a missing one crashes only when read), and the tap that reads it stops the app with SwiftUI's message (rules §14.1, T16)
// pitfall (on purpose): the product page is shown without .environmentObject(CartStore()); the run must end with the missing-object error
import SwiftUI

final class CartStore: ObservableObject {
    @Published var items: [String] = []
}

struct AddToCartButton: View {
    @EnvironmentObject var cart: CartStore
    let product: String

    var body: some View {
        let _ = print("AddToCartButton body: \(product)")
        Button("Add \(product)") {
            cart.items.append(product)
            print("added \(product)")
        }
    }
}

struct ProductPage: View {
    var body: some View {
        VStack {
            Text("Kettle")
            AddToCartButton(product: "Kettle")
        }
    }
}

:mount ProductPage()
// expect: AddToCartButton body: Kettle
:tap "Add Kettle"
// expect-error: No ObservableObject of type CartStore found
