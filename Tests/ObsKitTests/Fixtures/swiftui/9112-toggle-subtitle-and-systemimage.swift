// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/toggle (a toggle whose label is a title Text and a subtitle Text, and one made with systemImage:)
// Apple's Toggle examples: `Toggle(isOn:) { Text("Vibrate on Ring"); Text("Enable vibration when the phone rings") }`
// ("the first text represents the title and the second text represents the subtitle") and
// `Toggle("Vibrate on Silent", systemImage:isOn:)`.
// - Each toggle writes its own @State through its binding; the body reads both (the summary), so each flip runs it
//   once (https://developer.apple.com/documentation/swiftui/state).
import SwiftUI

struct SoundSettings: View {
    @State private var vibrateOnRing = false
    @State private var vibrateOnSilent = true

    var body: some View {
        let _ = print("ring \(vibrateOnRing), silent \(vibrateOnSilent)")
        Form {
            Toggle(isOn: $vibrateOnRing) {
                Text("Vibrate on Ring")
                Text("Enable vibration when the phone rings")
            }
            Toggle(
                "Vibrate on Silent",
                systemImage: "dot.radiowaves.left.and.right",
                isOn: $vibrateOnSilent
            )
        }
    }
}

:mount SoundSettings()
// expect: ring false, silent true
:toggle "Vibrate on Ring"
// expect: ring true, silent true
:toggle "Vibrate on Silent"
// expect: ring true, silent false
