// Follows Apple's Toggle (https://developer.apple.com/documentation/swiftui/toggle): sound settings with toggles, one of them disabled while sounds are off
// What SwiftUI does: a toggle flips the Bool its binding points to (Apple `toggle`, its "Vibrate on Ring"
// example, here with a `Text` label and with a title). `.disabled(true)` disables the control below it
// (rules §15.11), so once "Play Sounds" is off, "Keyboard Clicks" can't be switched: ObsREPL reports that as
// an error (rules §15.11, the message in the corpus README, files 2233 and 2047). `onChange` prints each flip.
// Sources: Apple `toggle`, `view/disabled(_:)`; rules §15.11.
import SwiftUI

struct SoundSettings: View {
    @State private var vibrateOnRing = false
    @State private var playSounds = true
    @State private var keyboardClicks = false

    var body: some View {
        Form {
            Toggle(isOn: $vibrateOnRing) {
                Text("Vibrate on Ring")
            }
            Toggle("Play Sounds", isOn: $playSounds)
                .toggleStyle(.switch)
            Toggle("Keyboard Clicks", isOn: $keyboardClicks)
                .disabled(!playSounds)
        }
        .onChange(of: vibrateOnRing) { _, on in print("Vibrate on Ring: \(on ? "on" : "off")") }
        .onChange(of: playSounds) { _, on in print("Play Sounds: \(on ? "on" : "off")") }
        .onChange(of: keyboardClicks) { _, on in print("Keyboard Clicks: \(on ? "on" : "off")") }
    }
}

:mount SoundSettings()
:toggle "Vibrate on Ring"
// expect: Vibrate on Ring: on
:toggle "Keyboard Clicks"
// expect: Keyboard Clicks: on
:toggle "Play Sounds"
// expect: Play Sounds: off
:toggle "Keyboard Clicks"
// expect-error: toggle "Keyboard Clicks" is disabled
