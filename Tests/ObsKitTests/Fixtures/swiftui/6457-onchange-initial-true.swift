// Apple "onChange(of:initial:_:)" (initial: true runs the action when the view appears, old value = the initial value); rules §10.3, §15.13, §3.4
import SwiftUI

struct BrightnessPanel: View {
    @State private var level = 2

    var body: some View {
        let _ = print("body: level \(level)")
        VStack {
            Text("Level \(level)")
            Stepper("Brightness", value: $level, in: 0...3)
        }
        .onChange(of: level, initial: true) { oldValue, newValue in
            print("onChange \(oldValue) -> \(newValue)")
        }
    }
}

:mount BrightnessPanel()
:step "Brightness" up
:step "Brightness" down 2

// expect: body: level 2
// expect: onChange 2 -> 2
// expect: body: level 3
// expect: onChange 2 -> 3
// expect: body: level 2
// expect: onChange 3 -> 2
// expect: body: level 1
// expect: onChange 2 -> 1
