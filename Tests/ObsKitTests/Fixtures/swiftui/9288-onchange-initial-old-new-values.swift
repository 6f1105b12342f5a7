// SwiftUI from a tutorial pattern: https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg (iOS 17 onChange with initial: true and the two-value closure, beside the zero-parameter form)
// With `initial: true` the action also runs when the view first appears; Apple's page says the old value is
// then the initial value, so both arguments are equal. Afterwards the action runs only when the new value
// differs from the old one (Equatable): writing the same value does nothing. The zero-parameter form
// (initial false by default) runs on changes only.
// - Mount: "volume 3 -> 3" only.
// - Louder twice: 3 -> 4, 4 -> 5 and the zero-parameter action each time.
// - "Set 5" writes an equal value: nothing.
import SwiftUI

struct VolumeControl: View {
    @State private var volume = 3

    var body: some View {
        VStack {
            Text("Volume \(volume)")
            Button("Louder") { volume += 1 }
            Button("Set 5") { volume = 5 }
        }
        .onChange(of: volume, initial: true) { oldVolume, newVolume in
            print("volume \(oldVolume) -> \(newVolume)")
        }
        .onChange(of: volume) {
            print("changed, now \(volume)")
        }
    }
}

:mount VolumeControl()
// expect: volume 3 -> 3
:tap "Louder"
// expect: volume 3 -> 4
// expect: changed, now 4
:tap "Louder"
// expect: volume 4 -> 5
// expect: changed, now 5
:tap "Set 5"
