// SwiftUI from Apple's documentation: each instance of a view declared in a body gets its own @State
// Apple, State init(wrappedValue:) (https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)): "each
// instance of MyView creates a distinct instance of the state. For example, each of the views in the following VStack has
// its own isPlaying value: VStack { MyView() MyView() }".
import SwiftUI

struct PlayButton: View {
    let track: String
    @State private var isPlaying = false
    var body: some View {
        Button("\(track) \(isPlaying ? "Pause" : "Play")") {
            isPlaying.toggle()
            print("\(track) isPlaying \(isPlaying)")
        }
    }
}

struct Playlist: View {
    var body: some View {
        VStack {
            PlayButton(track: "Intro")
            PlayButton(track: "Outro")
        }
    }
}

:mount Playlist()
:tap "Intro Play"
:tap "Outro Play"
:tap "Intro Pause"
:tap "Outro Pause"
:tap "Outro Play"
// expect: Intro isPlaying true
// expect: Outro isPlaying true
// expect: Intro isPlaying false
// expect: Outro isPlaying false
// expect: Outro isPlaying true
