// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:) (each instance of a view creates a distinct instance of its state: of the two play buttons in the VStack, each has its own isPlaying value)
import SwiftUI

struct PlayButton: View {
    let name: String
    @State private var isPlaying = false

    var body: some View {
        Button(isPlaying ? "Pause" : "Play") {
            isPlaying.toggle()
            print("\(name) playing: \(isPlaying)")
        }
    }
}

struct TwoPlayers: View {
    var body: some View {
        VStack {
            PlayButton(name: "left")
            Spacer()
            PlayButton(name: "right")
        }
    }
}

:mount TwoPlayers()
:tap "Play" 2
:tap "Play"
:tap "Pause" 2
:tap "Play"
// expect: right playing: true
// expect: left playing: true
// expect: right playing: false
// expect: right playing: true
