// SwiftUI from Apple's documentation: a Binding(get:set:) runs its set closure on each control write; only a real state change re-runs
// Apple, Binding.init(get:set:) (https://developer.apple.com/documentation/swiftui/binding/init(get:set:)): "Creates a binding with
// closures that read and write the binding value." Apple, State (https://developer.apple.com/documentation/swiftui/state): "When the
// value changes, SwiftUI updates the parts of the view hierarchy that depend on the value." The "Locked" binding ignores writes,
// so its toggle changes no state and nothing re-runs.
import SwiftUI

struct Kettle: View {
    @State private var celsius = 20

    var body: some View {
        let _ = print("Kettle body: \(celsius)")
        VStack {
            Toggle("Boiling", isOn: Binding(
                get: { celsius >= 100 },
                set: { newValue in
                    print("boiling set \(newValue)")
                    celsius = newValue ? 100 : 20
                }
            ))
            Toggle("Locked", isOn: Binding(
                get: { false },
                set: { newValue in print("locked set \(newValue), ignored") }
            ))
        }
    }
}

:mount Kettle()
// expect: Kettle body: 20
:toggle "Boiling"
// expect: boiling set true
// expect: Kettle body: 100
:toggle "Locked"
// expect: locked set true, ignored
