// Check error: .environmentObject(_:) given an @Observable model (not an ObservableObject)
import SwiftUI
import Observation

@Observable
final class Cart {
    var count = 0
}

struct RootView: View {
    @State private var cart = Cart()

    var body: some View {
        Text("Items: \(cart.count)")
            .environmentObject(cart)
    }
}
// expect-error: instance method 'environmentObject' requires that 'Cart' conform to 'ObservableObject'
