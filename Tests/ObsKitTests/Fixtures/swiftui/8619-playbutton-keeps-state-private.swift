// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/state (PlayButton keeps `@State private var isPlaying: Bool = false` and toggles it in its Button action; each PlayButton in a VStack has its own isPlaying, so tapping one leaves the other at "Play")
import SwiftUI

struct PlayButton: View {
    let name: String
    @State private var isPlaying: Bool = false

    var body: some View {
        Button(isPlaying ? "Pause" : "Play") {
            isPlaying.toggle()
            print("\(name): isPlaying = \(isPlaying)")
        }
    }
}

struct ContentView: View {
    var body: some View {
        VStack {
            PlayButton(name: "first")
            PlayButton(name: "second")
        }
    }
}

:mount ContentView()
:tap "Play"
:tap "Play"
:tap "Pause" 2
:tap "Play"
// expect: first: isPlaying = true
// expect: second: isPlaying = true
// expect: second: isPlaying = false
// expect: second: isPlaying = true
