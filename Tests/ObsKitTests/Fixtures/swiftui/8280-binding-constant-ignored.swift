// SwiftUI from Apple's documentation: a child given Binding.constant(false) cannot change the value it shows
// Apple, Binding.constant(_:) (https://developer.apple.com/documentation/swiftui/binding/constant(_:)): "Creates a binding
// with an immutable value." ... "Use this method to create a binding to a value that cannot change." (Apple's example:
// `PlayButton(isPlaying: Binding.constant(true))`)
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

struct PreviewHost: View {
    var body: some View {
        PlayButton(isPlaying: .constant(false))
    }
}

:mount PreviewHost()
:tap "Play"
:tap "Play"
// expect: after toggle: false
// expect: after toggle: false
