// SwiftUI from Apple's documentation: Binding constant(_:) — https://developer.apple.com/documentation/swiftui/binding/constant(_:) (PlayButton(isPlaying: Binding.constant(true)): a binding to an immutable value, so toggling it leaves it true)
import SwiftUI

struct PlayButton: View {
    @Binding var isPlaying: Bool

    var body: some View {
        Button(isPlaying ? "Pause" : "Play") {
            isPlaying.toggle()
            print("after toggle: \(isPlaying)")
        }
    }
}

struct Preview: View {
    var body: some View {
        PlayButton(isPlaying: Binding.constant(true))
    }
}

:mount Preview()
:tap "Pause"
:tap "Pause"
// expect: after toggle: true
// expect: after toggle: true
