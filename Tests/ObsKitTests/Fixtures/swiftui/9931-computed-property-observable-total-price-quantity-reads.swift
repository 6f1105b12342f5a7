// Reddit r/SwiftUI style: a computed property on an @Observable (total = price * quantity) reads two stored ones, so a view showing total runs when either changes; a view that binds only `note` runs only for the note; an equal `=` notifies nobody (rules §8.1, §8.3, §8.5)
import SwiftUI

@Observable
final class Cart {
    var price = 10
    var quantity = 1
    var note = ""

    var total: Int { price * quantity }
}

struct TotalLabel: View {
    let cart: Cart

    var body: some View {
        let _ = print("TotalLabel body: \(cart.total)")
        Text("Total \(cart.total)")
    }
}

struct NoteField: View {
    @Bindable var cart: Cart

    var body: some View {
        let _ = print("NoteField body")
        TextField("Note", text: $cart.note)
    }
}

struct CartView: View {
    @State private var cart = Cart()

    var body: some View {
        let _ = print("CartView body")
        VStack {
            TotalLabel(cart: cart)
            NoteField(cart: cart)
            Button("More") { cart.quantity += 1 }
            Button("Pricier") { cart.price += 5 }
            Button("Reset price") { cart.price = 10 }
        }
    }
}

:mount CartView()
// expect: CartView body
// expect: TotalLabel body: 10
// expect: NoteField body
:tap "More"
// expect: TotalLabel body: 20
:tap "Pricier"
// expect: TotalLabel body: 30
:type "x" into "Note"
// expect: NoteField body
:tap "Reset price"
// expect: TotalLabel body: 20
:tap "Reset price"
