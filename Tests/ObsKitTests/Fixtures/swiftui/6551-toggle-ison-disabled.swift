// Apple docs `Toggle` + `View/disabled(_:)`: Toggle(_:isOn:) with .toggleStyle(.switch); a second toggle disabled by the first.
// A toggle writes its @State through the binding; the body runs again only because it reads the flag
// (rules §3.4, §3.5); `.onChange(of:)` is passed the value in the body, so it is a read too, and its action runs
// after that body with the old and new values (Apple `view/onchange(of:initial:_:)`). `.disabled(true)` disables
// the control below it (Apple `view/disabled(_:)`, rules §15.11): flipping a disabled toggle is an error.
import SwiftUI

struct VibrationSettings: View {
    @State private var vibrateOnRing = false
    @State private var vibrateOnSilent = false

    var body: some View {
        let _ = print("body: ring=\(vibrateOnRing)")
        Form {
            Toggle("Vibrate on Ring", isOn: $vibrateOnRing)
                .toggleStyle(.switch)
            Toggle("Vibrate on Silent", isOn: $vibrateOnSilent)
                .toggleStyle(.switch)
                .disabled(!vibrateOnRing)
        }
        .onChange(of: vibrateOnSilent) { oldValue, newValue in
            print("silent: \(oldValue) -> \(newValue)")
        }
    }
}

:mount VibrationSettings()
// expect: body: ring=false
:toggle "Vibrate on Ring"
// expect: body: ring=true
:toggle "Vibrate on Silent"
// expect: body: ring=true
// expect: silent: false -> true
:toggle "Vibrate on Ring"
// expect: body: ring=false
:toggle "Vibrate on Silent"
// expect-error: toggle "Vibrate on Silent" is disabled
