// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg (initial: true with the two-parameter action: the first call gets the initial value twice)
// The action's oldValue is "The old value that failed the comparison check (or the initial value when requested)".
// With `initial: true`, the call on appearing passes the initial value as both old and new; later calls pass the
// value before and after each step.
// - https://developer.apple.com/documentation/swiftui/stepper: each press of + is one change.
import SwiftUI

struct VolumeControl: View {
    @State private var volume = 5

    var body: some View {
        Stepper("Volume", value: $volume, in: 0...10)
            .onChange(of: volume, initial: true) { oldValue, newValue in
                print("volume \(oldValue) -> \(newValue)")
            }
    }
}

:mount VolumeControl()
// expect: volume 5 -> 5
:step "Volume" up
// expect: volume 5 -> 6
:step "Volume" down 2
// expect: volume 6 -> 5
// expect: volume 5 -> 4
