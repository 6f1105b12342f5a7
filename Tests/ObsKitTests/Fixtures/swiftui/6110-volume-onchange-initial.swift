// onChange(of:initial:) (iOS 17): with `initial: true` the action also runs when the view appears, with
// the same old and new value; the zero-parameter form reads the new state.
// Source: Apple, View/onChange(of:initial:_:).
import SwiftUI

struct VolumeControl: View {
    @State private var level = 5
    @State private var muted = false

    var body: some View {
        VStack {
            Stepper("Volume \(level)", value: $level, in: 0...10)
            Toggle("Mute", isOn: $muted)
        }
        .onChange(of: level, initial: true) { oldValue, newValue in
            print("level \(oldValue) -> \(newValue)")
        }
        .onChange(of: muted) {
            print(muted ? "muted" : "unmuted")
        }
    }
}

:mount VolumeControl()
:step "Volume 5" up
:toggle "Mute"
:step "Volume 6" down
:toggle "Mute"

// expect: level 5 -> 5
// expect: level 5 -> 6
// expect: muted
// expect: level 6 -> 5
// expect: unmuted
