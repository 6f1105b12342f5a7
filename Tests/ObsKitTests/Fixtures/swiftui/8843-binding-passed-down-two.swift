// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/binding (a binding passed down two levels reads and writes the source of truth owned by the top view: the leaf's toggle changes the root's state)
import SwiftUI

struct PlayButton: View {
    @Binding var isPlaying: Bool

    var body: some View {
        Button(isPlaying ? "Pause" : "Play") {
            isPlaying.toggle()
            print("leaf set isPlaying to \(isPlaying)")
        }
    }
}

struct ControlsBar: View {
    @Binding var isPlaying: Bool

    var body: some View {
        HStack {
            Text(isPlaying ? "Now playing" : "Stopped")
            PlayButton(isPlaying: $isPlaying)
        }
    }
}

struct PlayerView: View {
    @State private var isPlaying = false

    var body: some View {
        VStack {
            ControlsBar(isPlaying: $isPlaying)
            Button("Status") { print("root isPlaying: \(isPlaying)") }
        }
    }
}

:mount PlayerView()
:tap "Status"
:tap "Play"
:tap "Status"
:tap "Pause"
:tap "Status"
// expect: root isPlaying: false
// expect: leaf set isPlaying to true
// expect: root isPlaying: true
// expect: leaf set isPlaying to false
// expect: root isPlaying: false
