// Stack Overflow style: "how do I get the old value in onChange?" (the iOS 17 onChange(of:) gets old and new values after the update; initial: true also runs once at first; an equal write or a stepper at its bound fires nothing; an action that writes state causes one more body run) (rules §11.1, §3.4, §10.1, §15.13)
import SwiftUI

struct CartLine: View {
    @State private var quantity = 1
    @State private var note = ""

    var body: some View {
        let _ = print("CartLine body: \(quantity) '\(note)'")
        VStack {
            Stepper("Quantity", value: $quantity, in: 0...3)
            Text(note)
        }
        .onChange(of: quantity) { oldValue, newValue in
            print("quantity \(oldValue) -> \(newValue)")
            if newValue == 0 { note = "removed" }
        }
        .onChange(of: quantity, initial: true) {
            print("initial-aware sees \(quantity)")
        }
    }
}

:mount CartLine()
// expect: CartLine body: 1 ''
// expect: initial-aware sees 1
:step "Quantity" up
// expect: CartLine body: 2 ''
// expect: quantity 1 -> 2
// expect: initial-aware sees 2
:step "Quantity" up 2
// expect: CartLine body: 3 ''
// expect: quantity 2 -> 3
// expect: initial-aware sees 3
:step "Quantity" down 3
// expect: CartLine body: 2 ''
// expect: quantity 3 -> 2
// expect: initial-aware sees 2
// expect: CartLine body: 1 ''
// expect: quantity 2 -> 1
// expect: initial-aware sees 1
// expect: CartLine body: 0 ''
// expect: quantity 1 -> 0
// expect: initial-aware sees 0
// expect: CartLine body: 0 'removed'
