// Kodeco style (manual objectWillChange): a model without @Published calls objectWillChange.send() before it mutates; a mutation without the send leaves the view stale until the next send (rules §6.1, §6.2, §10.1)
import SwiftUI
import Combine

final class CartModel: ObservableObject {
    private(set) var quantities: [String: Int] = [:]
    private var watcher: AnyCancellable?

    init() {
        watcher = objectWillChange.sink { _ in
            print("cart will change")
        }
    }

    var total: Int { quantities.values.reduce(0, +) }

    func add(_ item: String) {
        objectWillChange.send()
        quantities[item, default: 0] += 1
    }

    func addQuietly(_ item: String) {
        quantities[item, default: 0] += 1
    }
}

struct CartView: View {
    @StateObject private var cart = CartModel()

    var body: some View {
        let _ = print("CartView body total=\(cart.total)")
        VStack {
            Text("Items: \(cart.total)")
            Button("Add Apple") { cart.add("apple") }
            Button("Add Quietly") { cart.addQuietly("pear") }
        }
    }
}

:mount CartView()
// expect: CartView body total=0
:tap "Add Apple"
// expect: cart will change
// expect: CartView body total=1
:tap "Add Quietly"
:tap "Add Apple"
// expect: cart will change
// expect: CartView body total=3
