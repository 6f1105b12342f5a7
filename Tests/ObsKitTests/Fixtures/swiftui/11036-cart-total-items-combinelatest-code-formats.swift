// Kodeco style (cart total): $items.combineLatest($code) formats a total with String(format:), removeDuplicates drops equal totals while keystrokes in the code field still re-run the body (rules §6.3, §10.1)
import SwiftUI
import Combine

final class CheckoutViewModel: ObservableObject {
    @Published var prices: [Double] = []
    @Published var code = ""
    @Published private(set) var totalText = ""
    private var bag = Set<AnyCancellable>()

    init() {
        $prices.combineLatest($code)
            .map { prices, code -> String in
                let sum = prices.reduce(0, +)
                let rate = code == "SAVE10" ? 0.9 : 1.0
                return String(format: "$%.2f", sum * rate)
            }
            .removeDuplicates()
            .sink { [weak self] text in
                print("total ->", text)
                self?.totalText = text
            }
            .store(in: &bag)
    }
}

struct CheckoutView: View {
    @StateObject private var checkout = CheckoutViewModel()

    var body: some View {
        let _ = print("body \(checkout.totalText)")
        Form {
            Button("Add Book") { checkout.prices.append(12.5) }
            Button("Add Pen") { checkout.prices.append(2.0) }
            TextField("Code", text: $checkout.code)
            Text("Total: \(checkout.totalText)")
        }
    }
}

:mount CheckoutView()
// expect: total -> $0.00
// expect: body $0.00
:tap "Add Book"
// expect: total -> $12.50
// expect: body $12.50
:tap "Add Pen"
// expect: total -> $14.50
// expect: body $14.50
:type "SAVE10" into "Code"
// expect: body $14.50
// expect: body $14.50
// expect: body $14.50
// expect: body $14.50
// expect: body $14.50
// expect: total -> $13.05
// expect: body $13.05
