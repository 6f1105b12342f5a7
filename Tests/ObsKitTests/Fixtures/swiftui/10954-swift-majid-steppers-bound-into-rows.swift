// Blog style (Swift with Majid): Steppers bound into rows through ForEach($items); the row's onChange runs before the parent's onChange of a derived total (rules §15.1, §11.1, §9.3, §15.13)
import SwiftUI

struct CartItem: Identifiable {
    let id: Int
    let name: String
    var quantity: Int
}

struct CartRow: View {
    @Binding var item: CartItem

    var body: some View {
        Stepper("\(item.name): \(item.quantity)", value: $item.quantity, in: 0...5)
            .onChange(of: item.quantity) { oldValue, newValue in
                print("\(item.name) \(oldValue) -> \(newValue)")
            }
    }
}

struct CartView: View {
    @State private var items = [
        CartItem(id: 1, name: "Pens", quantity: 1),
        CartItem(id: 2, name: "Pads", quantity: 0),
    ]

    private var total: Int { items.reduce(0) { $0 + $1.quantity } }

    var body: some View {
        let _ = print("CartView body total=\(total)")
        List {
            ForEach($items) { $item in
                CartRow(item: $item)
            }
        }
        .onChange(of: total) {
            print("total now \(total)")
        }
    }
}
:mount CartView()
// expect: CartView body total=1
:step "Pens: 1" up
// expect: CartView body total=2
// expect: Pens 1 -> 2
// expect: total now 2
:step "Pads: 0" up
// expect: CartView body total=3
// expect: Pads 0 -> 1
// expect: total now 3
:step "Pens: 2" down
// expect: CartView body total=2
// expect: Pens 2 -> 1
// expect: total now 2
