// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/onappear(perform:) (a switch in a @ViewBuilder property shows one case's view at a time: when the state moves to another case, that case's view appears and its onAppear action runs)
import SwiftUI

enum CheckoutStep {
    case cart, shipping, payment
}

struct CheckoutFlow: View {
    @State private var step = CheckoutStep.cart

    @ViewBuilder
    var stepView: some View {
        switch step {
        case .cart:
            Text("Your cart").onAppear { print("cart appeared") }
        case .shipping:
            Text("Shipping address").onAppear { print("shipping appeared") }
        case .payment:
            Text("Payment").onAppear { print("payment appeared") }
        }
    }

    var body: some View {
        VStack {
            stepView
            Button("Next") {
                switch step {
                case .cart: step = .shipping
                case .shipping: step = .payment
                case .payment: step = .cart
                }
            }
        }
    }
}

:mount CheckoutFlow()
:tap "Next"
:tap "Next"
:tap "Next"
// expect: cart appeared
// expect: shipping appeared
// expect: payment appeared
// expect: cart appeared
