// "onChange gives me the old and new value, but fires less often than I set the value": onChange compares the value at each update, so several writes in one action give one call, and writes that end where they began give none (SEMANTICS §10 one update per event, §3 equal writes are no-ops; Apple: onChange(of:initial:_:) "initial: whether the action should be run when this view initially appears")
import SwiftUI

struct VolumeKnob: View {
    @State private var volume = 0

    var body: some View {
        VStack {
            Text("Volume \(volume)")
            Button("Jump") {
                volume = 1
                volume = 2
            }
            Button("Same") { volume = 2 }
            Button("Wobble") {
                volume = 3
                volume = 2
            }
            Button("Up") { volume += 1 }
        }
        .onChange(of: volume, initial: true) { old, new in
            print("volume \(old) -> \(new)")
        }
    }
}

:mount VolumeKnob()
:tap "Jump"
:tap "Same"
:tap "Wobble"
:tap "Up"

// expect: volume 0 -> 0
// expect: volume 0 -> 2
// expect: volume 2 -> 3
