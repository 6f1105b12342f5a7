// The textbook split: the parent owns an ObservableObject with @StateObject and hands it to children as
// @ObservedObject; one more child gets only a String.
// What SwiftUI does: every view that holds the object through @StateObject or @ObservedObject subscribes to its
// objectWillChange, and any @Published change reaches every one of them, whatever each body read (rules §6.5,
// §4.4, §5.1; Apple, "Migrating from the Observable Object protocol to the Observable macro":
// https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro).
// So the parent, which reads nothing, and VolumeButton, which reads nothing, run at every tap. TrackTitle's value
// is an equal String and it has no subscription, so its body runs once (rules §2.7). Parent first, then children
// in order (rules §2.8).
import SwiftUI
import Combine

final class Playback: ObservableObject {
    @Published var isPlaying = false
    @Published var volume = 5
}

struct TrackTitle: View {
    let title: String

    var body: some View {
        let _ = print("TrackTitle body")
        Text(title)
    }
}

struct PlayPauseButton: View {
    @ObservedObject var playback: Playback

    var body: some View {
        let _ = print("PlayPauseButton body, playing \(playback.isPlaying)")
        Button(playback.isPlaying ? "Pause" : "Play") {
            playback.isPlaying.toggle()
        }
    }
}

struct VolumeButton: View {
    @ObservedObject var playback: Playback

    var body: some View {
        let _ = print("VolumeButton body")
        Button("Volume up") { playback.volume += 1 }
    }
}

struct PlayerScreen: View {
    @StateObject private var playback = Playback()

    var body: some View {
        let _ = print("PlayerScreen body")
        VStack {
            TrackTitle(title: "Clair de Lune")
            PlayPauseButton(playback: playback)
            VolumeButton(playback: playback)
        }
    }
}

:mount PlayerScreen()
// expect: PlayerScreen body
// expect: TrackTitle body
// expect: PlayPauseButton body, playing false
// expect: VolumeButton body
:tap "Play"
// expect: PlayerScreen body
// expect: PlayPauseButton body, playing true
// expect: VolumeButton body
:tap "Volume up"
// expect: PlayerScreen body
// expect: PlayPauseButton body, playing true
// expect: VolumeButton body
