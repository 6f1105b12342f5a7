// Combine lessons (Kodeco "Combine: Asynchronous Programming", Sean Allen MVVM+Combine): a CartViewModel whose total is derived with $items.map(...).assign(to: &$total), a promo code debounced on the main queue and checked, a sink on $total printing each new total (Apple Combine: Published.Publisher, Publisher.assign(to:), debounce(for:scheduler:options:), dropFirst(_:), removeDuplicates(); SEMANTICS §6 $prop delivers the new value; README: debounce on the main queue runs on the virtual clock)
import SwiftUI
import Combine

struct Product: Identifiable, Equatable {
    let id: Int
    let name: String
    let price: Double
}

final class CartViewModel: ObservableObject {
    @Published var items: [Product] = []
    @Published var promoCode = ""
    @Published private(set) var total = 0.0
    @Published private(set) var discount = 0.0

    private var cancellables = Set<AnyCancellable>()

    init() {
        $items
            .map { $0.reduce(0) { $0 + $1.price } }
            .assign(to: &$total)

        $promoCode
            .dropFirst()
            .debounce(for: .milliseconds(500), scheduler: DispatchQueue.main)
            .removeDuplicates()
            .sink { [weak self] code in
                let valid = code.uppercased() == "SAVE10"
                self?.discount = valid ? 0.1 : 0
                print("promo '\(code)' \(valid ? "applied" : "rejected")")
            }
            .store(in: &cancellables)

        $total
            .dropFirst()
            .sink { print("total now \(String(format: "%.2f", $0))") }
            .store(in: &cancellables)
    }

    func add(_ product: Product) {
        items.append(product)
    }
}

struct CartView: View {
    @StateObject private var viewModel = CartViewModel()

    let catalog = [
        Product(id: 1, name: "Notebook", price: 4.50),
        Product(id: 2, name: "Pen", price: 1.25),
    ]

    var body: some View {
        Form {
            Section("Shop") {
                ForEach(catalog) { product in
                    Button("Add \(product.name)") {
                        viewModel.add(product)
                    }
                }
            }
            Section("Cart") {
                Text("\(viewModel.items.count) items")
                Text(viewModel.total, format: .currency(code: "USD"))
                TextField("Promo code", text: $viewModel.promoCode)
                Button("Checkout") {
                    let due = viewModel.total * (1 - viewModel.discount)
                    print("pay \(String(format: "%.2f", due))")
                }
            }
        }
    }
}

:mount CartView()
:tap "Add Notebook"
:tap "Add Pen"
:tap "Add Pen"
:type "SAVE" into "Promo code"
:advance 600ms
:type "10" into "Promo code"
:advance 100ms
:tap "Checkout"
:advance 600ms
:tap "Checkout"

// expect: total now 4.50
// expect: total now 5.75
// expect: total now 7.00
// expect: promo 'SAVE' rejected
// expect: pay 7.00
// expect: promo 'SAVE10' applied
// expect: pay 6.30
