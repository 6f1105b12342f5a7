// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/toggle (two toggles whose labels are a title and a subtitle, flipped by either text)
// Toggle's overview: for a label with a subtitle, "use a view builder that creates multiple Text views where the
// first text represents the title and the second text represents the subtitle". The toggle writes its isOn binding:
// the @State changes, the settings view's body runs again (it reads both values), and onChange(of:) reports the
// old and new value of the one it watches (after the body that saw the change).
import SwiftUI

struct RingSettings: View {
    @State private var vibrateOnRing = false
    @State private var vibrateOnSilent = true

    var body: some View {
        let _ = print("body: ring \(vibrateOnRing), silent \(vibrateOnSilent)")
        Form {
            Toggle(isOn: $vibrateOnRing) {
                Text("Vibrate on Ring")
                Text("Enable vibration when the phone rings")
            }
            Toggle(isOn: $vibrateOnSilent) {
                Text("Vibrate on Silent")
                Text("Enable vibration when the phone is silent")
            }
        }
        .onChange(of: vibrateOnRing) { oldValue, newValue in
            print("ring: \(oldValue) -> \(newValue)")
        }
    }
}

:mount RingSettings()
// expect: body: ring false, silent true
:toggle "Vibrate on Ring"
// expect: body: ring true, silent true
// expect: ring: false -> true
:toggle "Enable vibration when the phone is silent"
// expect: body: ring true, silent false
:toggle "Enable vibration when the phone rings"
// expect: body: ring false, silent false
// expect: ring: true -> false
