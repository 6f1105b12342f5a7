// Swift with Majid style: onChange(of:initial:) hands the action the old and the new value; `initial: true` also runs it once on appear (old == new); an equal write runs nothing, and a write inside the action (a clamp) causes one more update with its own onChange (rules §11.1, §3.4, §10.1)
import SwiftUI

struct Thermostat: View {
    @State private var target = 20

    var body: some View {
        let _ = print("Thermostat body: \(target)")
        VStack {
            Text("\(target) degrees")
            Button("Warmer") { target += 1 }
            Button("Blast") { target += 5 }
            Button("Reset") { target = 20 }
        }
        .onChange(of: target, initial: true) { oldValue, newValue in
            print("onChange \(oldValue) -> \(newValue)")
            if newValue > 24 {
                target = 24
                print("clamped")
            }
        }
    }
}

:mount Thermostat()
// expect: Thermostat body: 20
// expect: onChange 20 -> 20
:tap "Reset"
:tap "Warmer"
// expect: Thermostat body: 21
// expect: onChange 20 -> 21
:tap "Blast"
// expect: Thermostat body: 26
// expect: onChange 21 -> 26
// expect: clamped
// expect: Thermostat body: 24
// expect: onChange 26 -> 24
:tap "Reset"
// expect: Thermostat body: 20
// expect: onChange 24 -> 20
