// SwiftUI from Apple's documentation: https://developer.apple.com/videos/play/wwdc2023/10149/ (a property an @Observable model's view reads only inside a button's action is not a dependency of that view: appending an order re-runs only the view whose body shows the count)
// "Discover Observation in SwiftUI" (WWDC23): SwiftUI tracks the properties a view's body reads while it runs, and
// only a change to one of those properties updates the view. Code in a Button's action runs later, when the button is
// tapped, outside any body, so what it reads (here `orders.count`) makes no dependency. The button view's body reads
// only `truckName`; the count view's body reads `orders`; the screen's body reads no property of the model at all.
// - Mount: the model is made once, then the three bodies run.
// - "Place order": the action reads and appends `orders`; only the count view runs again.
// - "Rename truck": only the button view, which shows the name, runs again.
import SwiftUI

@Observable
final class FoodTruckModel {
    var truckName = "Donut Dash"
    var orders: [String] = []

    init() {
        print("food truck model made")
    }
}

struct OrderButtonView: View {
    let model: FoodTruckModel

    var body: some View {
        let _ = print("button view body: \(model.truckName)")
        Button("Place order") {
            let number = model.orders.count + 1
            model.orders.append("Order #\(number)")
            print("placed order #\(number)")
        }
    }
}

struct OrderCountView: View {
    let model: FoodTruckModel

    var body: some View {
        let _ = print("count view body: \(model.orders.count) orders")
        Text("\(model.orders.count) orders today")
    }
}

struct TruckScreen: View {
    @State private var model = FoodTruckModel()

    var body: some View {
        let _ = print("screen body")
        VStack {
            OrderButtonView(model: model)
            OrderCountView(model: model)
            Button("Rename truck") { model.truckName = "Dough Dash" }
        }
    }
}

:mount TruckScreen()
// expect: food truck model made
// expect: screen body
// expect: button view body: Donut Dash
// expect: count view body: 0 orders
:tap "Place order"
// expect: placed order #1
// expect: count view body: 1 orders
:tap "Place order"
// expect: placed order #2
// expect: count view body: 2 orders
:tap "Rename truck"
// expect: button view body: Dough Dash
