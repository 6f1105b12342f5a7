// Q (Stack Overflow style): "Toggle for membership in a Set: Binding(get:set:) works, but every row re-renders"
// "I bind each ToppingRow's Toggle with `Binding(get: { toppings.contains(name) }, set: { ... })`. It works, but
// when I tap 'Bigger' (which has nothing to do with toppings) both rows print their body again."
// Accepted answer: the computed binding is fine for reading and writing: the Toggle calls `set`, which changes the
// @State set, and the view's body (which reads it) runs (rules §9.1, §3.4). But a `Binding(get:set:)` made in the
// parent's body is a new pair of closures at every run and never equals the last one (rules §2.4, §2.5), so every
// ToppingRow differs and runs its body whenever the parent's body runs. Passing plain values (or `$state` bindings)
// lets unchanged rows skip their bodies.
// Source: rules §2.4, §2.5, §3.4, §9.1; https://chris.eidhof.nl/post/binding-with-get-set/; Apple
// https://developer.apple.com/documentation/swiftui/binding
import SwiftUI

struct ToppingRow: View {
    let name: String
    @Binding var isOn: Bool

    var body: some View {
        let _ = print("ToppingRow body: \(name) \(isOn)")
        Toggle(name, isOn: $isOn)
    }
}

struct PizzaView: View {
    @State private var toppings: Set<String> = []
    @State private var size = 30

    var body: some View {
        let _ = print("PizzaView body: [\(toppings.sorted().joined(separator: ","))] size \(size)")
        Form {
            ToppingRow(name: "Olives", isOn: binding(for: "Olives"))
            ToppingRow(name: "Basil", isOn: binding(for: "Basil"))
            Button("Bigger") { size += 2 }
        }
    }

    private func binding(for topping: String) -> Binding<Bool> {
        Binding(
            get: { toppings.contains(topping) },
            set: { isOn in
                print("set \(topping) \(isOn)")
                if isOn {
                    toppings.insert(topping)
                } else {
                    toppings.remove(topping)
                }
            }
        )
    }
}

:mount PizzaView()
// expect: PizzaView body: [] size 30
// expect: ToppingRow body: Olives false
// expect: ToppingRow body: Basil false
:toggle "Olives"
// expect: set Olives true
// expect: PizzaView body: [Olives] size 30
// expect: ToppingRow body: Olives true
// expect: ToppingRow body: Basil false
:tap "Bigger"
// expect: PizzaView body: [Olives] size 32
// expect: ToppingRow body: Olives true
// expect: ToppingRow body: Basil false
