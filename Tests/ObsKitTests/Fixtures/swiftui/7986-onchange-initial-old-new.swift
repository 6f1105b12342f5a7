// Style: Apple documentation, `onChange(of:initial:_:)`: "initial: Whether the action should be run when this view initially appears", and the
// action gets "the old and new values". With `initial: true` the first call comes when the view appears, with the initial value as both old and
// new; later calls after each update where the value changed (compared with ==), after the body (rules §10.3). An equal write changes nothing
// (rules §3.4), so no body and no action.
import SwiftUI

struct Thermostat: View {
    @State private var target = 20

    var body: some View {
        let _ = print("Thermostat body: \(target)")
        VStack {
            Text("\(target)°")
            Button("Up") { target += 1 }
            Button("Same") { target = target }
        }
        .onChange(of: target, initial: true) { oldValue, newValue in
            print("target \(oldValue) -> \(newValue)")
        }
    }
}

:mount Thermostat()
// expect: Thermostat body: 20
// expect: target 20 -> 20
:tap "Up"
// expect: Thermostat body: 21
// expect: target 20 -> 21
:tap "Same"
:tap "Up"
// expect: Thermostat body: 22
// expect: target 21 -> 22
