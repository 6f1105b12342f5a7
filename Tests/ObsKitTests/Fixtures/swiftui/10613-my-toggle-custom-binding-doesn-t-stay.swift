// Swift Forums style: "my Toggle with a custom Binding doesn't stay on" (pitfall part: the hand-made binding's setter writes a plain class nothing observes, so no view is invalidated; fix part: a Binding(get:set:) over @State set membership, whose writes invalidate the view that read the set) (rules §9.1, §3.4, §3.5, §3.7)
import SwiftUI

final class PlainPrefs {
    var sound = false
}

struct PizzaForm: View {
    let prefs: PlainPrefs
    @State private var toppings: Set<String> = []

    var body: some View {
        let _ = print("PizzaForm body: toppings \(toppings.sorted()) sound \(prefs.sound)")
        Form {
            Toggle("Sound", isOn: Binding(get: { prefs.sound }, set: { newValue in
                prefs.sound = newValue
                print("sound set to \(newValue)")
            }))
            ForEach(["Olives", "Basil"], id: \.self) { topping in
                Toggle(topping, isOn: Binding(
                    get: { toppings.contains(topping) },
                    set: { on in
                        if on { toppings.insert(topping) } else { toppings.remove(topping) }
                    }
                ))
            }
        }
    }
}

:mount PizzaForm(prefs: PlainPrefs())
// expect: PizzaForm body: toppings [] sound false
// --- pitfall part: the setter runs, no body does
:toggle "Sound"
// expect: sound set to true
// --- fix part
:toggle "Olives"
// expect: PizzaForm body: toppings ["Olives"] sound true
:toggle "Basil"
// expect: PizzaForm body: toppings ["Basil", "Olives"] sound true
:toggle "Olives"
// expect: PizzaForm body: toppings ["Basil"] sound true
