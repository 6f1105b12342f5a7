// Follows Apple's `View/onChange(of:initial:_:)` page, the form whose action takes two values
// (https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)): "oldValue: The old value that
// failed the comparison check ... newValue: The new value that failed the comparison check."
// - With `initial` left false nothing runs at launch; each change of the volume runs the action once with the value
//   before and after (Apple, same page).
// - Tapping "Max" at 10 writes an equal value: no change, no action (rules §3.4; Apple: the action runs "when a
//   specific value changes").
// - A Stepper press moves the value by its step (README `:step`; Apple `stepper`).
import SwiftUI

struct VolumeControl: View {
    @State private var volume = 2

    var body: some View {
        VStack {
            Stepper("Volume", value: $volume, in: 0...10)
            Text("Volume \(volume)")
            Button("Max") { volume = 10 }
            Button("Mute") { volume = 0 }
        }
        .onChange(of: volume) { oldValue, newValue in
            print("volume \(oldValue) -> \(newValue)")
        }
    }
}

:mount VolumeControl()
:step "Volume" up
// expect: volume 2 -> 3
:step "Volume" down
// expect: volume 3 -> 2
:tap "Max"
// expect: volume 2 -> 10
:tap "Max"
:tap "Mute"
// expect: volume 10 -> 0
