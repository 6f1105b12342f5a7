// @StateObject used with a struct model that is not an ObservableObject
// Written by an outside author (stop 28 corpus, file 7073); the message is the one Xcode gives as the author
// knows it (not machine-checked: no SwiftUI on Linux); tools/check-interface against Interface/ gives it.
import SwiftUI

struct CartModel {
    var items: [String] = []
}

struct CartView: View {
    @StateObject private var cart = CartModel()

    var body: some View {
        VStack {
            Text("\(cart.items.count) items")
            Button("Add apple") {
                cart.items.append("apple")
            }
        }
    }
}

// expect-error: generic struct 'StateObject' requires that 'CartModel' conform to 'ObservableObject'
