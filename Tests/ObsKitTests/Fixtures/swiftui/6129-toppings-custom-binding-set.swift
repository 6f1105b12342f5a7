// A custom Binding(get:set:) per option, mapping a Set to Toggles, the usual answer to "bind a Toggle to
// membership in a set".
// Expected: each toggle inserts or removes its topping; the screen shows the set's membership.
import SwiftUI

struct ToppingsPicker: View {
    let toppings = ["Cheese", "Olives", "Basil"]
    @State private var chosen: Set<String> = ["Cheese"]

    func binding(for topping: String) -> Binding<Bool> {
        Binding(
            get: { chosen.contains(topping) },
            set: { isOn in
                if isOn {
                    chosen.insert(topping)
                } else {
                    chosen.remove(topping)
                }
            }
        )
    }

    var body: some View {
        VStack {
            ForEach(toppings, id: \.self) { topping in
                Toggle(topping, isOn: binding(for: topping))
            }
            Text("\(chosen.count) toppings")
        }
    }
}

:mount ToppingsPicker()
:toggle "Olives"
:toggle "Cheese"
:tree

// expect: ToppingsPicker#1
// expect:   VStack
// expect:     row #2
// expect:       Toggle "Cheese" = false
// expect:     row #3
// expect:       Toggle "Olives" = true
// expect:     row #4
// expect:       Toggle "Basil" = false
// expect:     Text "1 toppings"
