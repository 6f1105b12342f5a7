// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/stepper/init(_:value:in:step:oneditingchanged:) (a Stepper bound to a view model's @Published quantity with `in: 1...3`: presses past the bounds leave the value at the bound, and each real change reaches the parent that owns the model)
import SwiftUI

final class CartLineViewModel: ObservableObject {
    @Published var quantity = 1
    let product = "Coffee beans"
}

struct CartLineEditor: View {
    @ObservedObject var viewModel: CartLineViewModel

    var body: some View {
        Stepper("Quantity", value: $viewModel.quantity, in: 1...3)
    }
}

struct CartView: View {
    @StateObject private var line = CartLineViewModel()

    var body: some View {
        VStack {
            Text("\(line.quantity) x \(line.product)")
            CartLineEditor(viewModel: line)
        }
        .onChange(of: line.quantity) { _, quantity in
            print("quantity \(quantity)")
        }
    }
}

:mount CartView()
:step "Quantity" up 4
:step "Quantity" down 1
print("final quantity")
// expect: quantity 2
// expect: quantity 3
// expect: quantity 2
// expect: final quantity
