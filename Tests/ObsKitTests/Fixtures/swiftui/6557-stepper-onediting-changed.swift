// Apple docs `Stepper` init(_:value:in:step:onEditingChanged:): the editing callback around a press, and what the body sees.
// Apple's page: onEditingChanged is "called when editing begins and ends" (true, then false). Its closure reads
// `degrees` when it runs, so at the end it sees the stored, already changed value. The view's body never reads
// `degrees` (it only makes `$degrees`), so the presses run no body (rules §3.5); the button's action reads the live
// value (rules §3.4). Nothing is printed between the two callbacks, so the output does not depend on whether
// SwiftUI runs the press's begin and end in one update or two.
import SwiftUI

struct ThermostatView: View {
    @State private var degrees = 20

    var body: some View {
        let _ = print("ThermostatView body")
        VStack {
            Stepper("Temperature", value: $degrees, in: 16...28, step: 1) { editing in
                if editing {
                    print("began")
                } else {
                    print("ended at \(degrees)")
                }
            }
            Button("Read Setting") {
                print("setting is \(degrees)")
            }
        }
    }
}

:mount ThermostatView()
// expect: ThermostatView body
:step "Temperature" up
// expect: began
// expect: ended at 21
:step "Temperature" up 2
// expect: began
// expect: ended at 22
// expect: began
// expect: ended at 23
:step "Temperature" down
// expect: began
// expect: ended at 22
:tap "Read Setting"
// expect: setting is 22
