// SwiftUI from Apple's documentation: a grandchild's @EnvironmentObject gets the injected cart; its writes reach the owner
// Apple, environmentObject(_:) (https://developer.apple.com/documentation/swiftui/view/environmentobject(_:)): "Adding an
// object to a view's environment makes the object available to subviews in the view's hierarchy. To retrieve the object
// in a subview, use the EnvironmentObject property wrapper."
// Apple, StateObject: "When published properties of the observable object change, SwiftUI updates any view that depends
// on those properties".
import SwiftUI

final class Cart: ObservableObject {
    @Published var count = 0
}

struct AddToCartButton: View {
    @EnvironmentObject var cart: Cart
    var body: some View {
        Button("Add to Cart") { cart.count += 1 }
    }
}

struct ProductPage: View {
    var body: some View {
        VStack {
            Text("Coffee beans")
            AddToCartButton()
        }
    }
}

struct Shop: View {
    @StateObject private var cart = Cart()
    var body: some View {
        ProductPage()
            .environmentObject(cart)
            .onChange(of: cart.count) { _, newCount in
                print("cart has \(newCount)")
            }
    }
}

:mount Shop()
:tap "Add to Cart"
:tap "Add to Cart"
// expect: cart has 1
// expect: cart has 2
