// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:) (each instance of a view creates a distinct instance of its state: two copies of the same view in a VStack each keep their own isPlaying)
import SwiftUI

struct PlayButton: View {
    let name: String
    @State private var isPlaying = false

    var body: some View {
        Button("\(name): \(isPlaying ? "Pause" : "Play")") {
            isPlaying.toggle()
            print("\(name) isPlaying \(isPlaying)")
        }
    }
}

struct Deck: View {
    var body: some View {
        VStack {
            PlayButton(name: "Left")
            PlayButton(name: "Right")
        }
    }
}

:mount Deck()
:tap "Left: Play"
:tap "Right: Play"
:tap "Left: Pause"
:tap "Right: Pause"
:tap "Right: Play"
// expect: Left isPlaying true
// expect: Right isPlaying true
// expect: Left isPlaying false
// expect: Right isPlaying false
// expect: Right isPlaying true
