// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/id(_:) (an @Observable model kept in @State is part of the view's state: when the id changes, the state is reset, so the new identity gets a fresh model with its count at 0)
import SwiftUI
import Observation

@Observable
final class Basket {
    var items = 0
}

struct BasketView: View {
    @State private var basket = Basket()

    var body: some View {
        Button("Items: \(basket.items)") {
            basket.items += 1
            print("basket has \(basket.items)")
        }
    }
}

struct ShopScreen: View {
    @State private var customer = 1

    var body: some View {
        VStack {
            Text("Customer \(customer)")
            BasketView()
                .id(customer)
            Button("Next customer") { customer += 1 }
        }
    }
}

:mount ShopScreen()
:tap "Items: 0"
:tap "Items: 1"
:tap "Next customer"
:tap "Items: 0"
// expect: basket has 1
// expect: basket has 2
// expect: basket has 1
