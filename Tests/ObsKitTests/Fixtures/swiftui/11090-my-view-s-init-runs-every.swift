// Swift Forums style (my view's init runs on every keystroke): each parent body runs every child's init, but a child's body runs only when its value differs (rules §2.6, §2.7, §2.1, §3.5)
import SwiftUI

struct PriceTag: View {
    let amount: Int
    init(amount: Int) {
        self.amount = amount
        print("PriceTag init \(amount)")
    }
    var body: some View {
        let _ = print("PriceTag body \(amount)")
        Text("$\(amount)")
    }
}

struct CheckoutView: View {
    @State private var quantity = 1
    @State private var note = ""
    var body: some View {
        let _ = print("CheckoutView body q=\(quantity) note=\(note)")
        VStack {
            TextField("Note", text: $note)
            Button("More") { quantity += 1 }
            PriceTag(amount: quantity * 5)
            PriceTag(amount: 99)
        }
    }
}

:mount CheckoutView()
// expect: CheckoutView body q=1 note=
// expect: PriceTag init 5
// expect: PriceTag init 99
// expect: PriceTag body 5
// expect: PriceTag body 99
:tap "More"
// expect: CheckoutView body q=2 note=
// expect: PriceTag init 10
// expect: PriceTag init 99
// expect: PriceTag body 10
:type "hi" into "Note"
// expect: CheckoutView body q=2 note=h
// expect: PriceTag init 10
// expect: PriceTag init 99
// expect: CheckoutView body q=2 note=hi
// expect: PriceTag init 10
// expect: PriceTag init 99
