// A checkout screen: steppers bound to `ForEach($viewModel.lines) { $line in }` quantities, and a total computed in
// the view model's init with `$lines.map { ... }.removeDuplicates().map { "Total $\($0)" }.sink { }` into another
// `@Published` property.
// What SwiftUI/Combine does: the sink receives the current lines at subscription, in the init (rules §6.3). A stepper
// press writes through the element binding into the array (rules §15.1, §9.2): the pipeline sees the new array, the
// total changes, and the sink's write plus the array's give one body (rules §10.1). Writing the same array back still
// publishes and runs the body, but `removeDuplicates` holds back the unchanged total (rules §6.3, T12).
// Sources: rules §6.3, §9.2, §10.1, §15.1, T12; https://developer.apple.com/documentation/combine/publisher/removeduplicates()
import SwiftUI
import Combine

struct CartLine: Identifiable {
    let id: Int
    let name: String
    let price: Int
    var quantity: Int
}

final class CheckoutViewModel: ObservableObject {
    @Published var lines = [
        CartLine(id: 1, name: "Coffee", price: 3, quantity: 1),
        CartLine(id: 2, name: "Bagel", price: 2, quantity: 2),
    ]
    @Published private(set) var totalText = ""
    private var cancellables = Set<AnyCancellable>()

    init() {
        $lines
            .map { lines in lines.reduce(0) { $0 + $1.price * $1.quantity } }
            .removeDuplicates()
            .map { "Total $\($0)" }
            .sink { [weak self] text in
                print("total changed: \(text)")
                self?.totalText = text
            }
            .store(in: &cancellables)
    }
}

struct CheckoutView: View {
    @StateObject private var viewModel = CheckoutViewModel()

    var body: some View {
        let _ = print("CheckoutView body: \(viewModel.totalText)")
        Form {
            ForEach($viewModel.lines) { $line in
                Stepper("\(line.name) x\(line.quantity)", value: $line.quantity, in: 0...9)
            }
            Text(viewModel.totalText)
            Button("Reload cart") { viewModel.lines = viewModel.lines }
        }
    }
}

:mount CheckoutView()
// expect: total changed: Total $7
// expect: CheckoutView body: Total $7
:step "Coffee x1" up
// expect: total changed: Total $10
// expect: CheckoutView body: Total $10
:step "Bagel x2" down
// expect: total changed: Total $8
// expect: CheckoutView body: Total $8
:tap "Reload cart"
// expect: CheckoutView body: Total $8
