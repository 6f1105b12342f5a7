// Apple: State ("a source of truth for value types"; share it with a subview through its projected value, a Binding) — the PlayButton example; SEMANTICS §3 (a write re-runs the body that read it), §9 (@Binding child re-runs when its source changes), §2 (parent body before child)
import SwiftUI

struct ShuffleButton: View {
    @Binding var isPlaying: Bool

    var body: some View {
        let _ = print("button body: shows \(isPlaying ? "pause" : "play") icon")
        Button(isPlaying ? "Pause" : "Play") {
            isPlaying.toggle()
        }
        .font(.title2)
    }
}

struct TrackPlayerView: View {
    @State private var isPlaying = false
    private let trackTitle = "Harbor Lights"

    var body: some View {
        let _ = print("player body: playing \(isPlaying)")
        VStack(spacing: 12) {
            Image(systemName: "music.note")
                .font(.largeTitle)
            Text(trackTitle)
                .font(.title)
                .foregroundStyle(isPlaying ? Color.primary : Color.secondary)
            ShuffleButton(isPlaying: $isPlaying)
        }
        .padding()
    }
}

:mount TrackPlayerView()
:tap "Play"
:tap "Pause"

// expect: player body: playing false
// expect: button body: shows play icon
// expect: player body: playing true
// expect: button body: shows pause icon
// expect: player body: playing false
// expect: button body: shows play icon
