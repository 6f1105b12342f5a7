// Apple, "StateObject"/"ObservedObject" (the parent owns the view model, the child observes it); rules §4.2, §4.4, §2.8, §12.1, §12.2
import SwiftUI

final class OrderViewModel: ObservableObject {
    @Published var quantity = 1

    init() { print("OrderViewModel init") }
}

struct QuantityPicker: View {
    @ObservedObject var viewModel: OrderViewModel

    var body: some View {
        let _ = Self._printChanges()
        HStack {
            Text("Qty \(viewModel.quantity)")
            Button("More") { viewModel.quantity += 1 }
        }
    }
}

struct OrderScreen: View {
    @StateObject private var viewModel = OrderViewModel()
    @State private var note = ""

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            QuantityPicker(viewModel: viewModel)
            Text(note)
            Button("Add note") { note = "Gift" }
        }
    }
}

:mount OrderScreen()
:tap "More"
:tap "Add note"
:tap "More"

// expect: OrderViewModel init
// expect: OrderScreen: @self, @identity, _viewModel, _note changed.
// expect: QuantityPicker: @self, @identity, _viewModel changed.
// expect: OrderScreen: _viewModel changed.
// expect: QuantityPicker: _viewModel changed.
// expect: OrderScreen: _note changed.
// expect: OrderScreen: _viewModel changed.
// expect: QuantityPicker: _viewModel changed.
