// Apple: Binding ("a two-way connection between a property that stores data, and a view that displays and changes the data"); the parent that only passes $isMuted does not read it, so only the child re-runs; an equal write changes nothing (SEMANTICS §3 read tracking, equal writes; §9; T3)
import SwiftUI

struct VolumeControls: View {
    @Binding var isMuted: Bool

    var body: some View {
        let _ = print("controls body: muted \(isMuted)")
        HStack {
            Image(systemName: isMuted ? "speaker.slash.fill" : "speaker.wave.2.fill")
            Toggle("Mute", isOn: $isMuted)
                .toggleStyle(.switch)
        }
    }
}

struct MiniPlayer: View {
    @State private var isMuted = false

    var body: some View {
        let _ = print("mini player body")
        VStack(alignment: .leading) {
            Label("Now Playing", systemImage: "music.note")
                .font(.headline)
            VolumeControls(isMuted: $isMuted)
            Button("Unmute all") { isMuted = false }
        }
        .padding()
    }
}

:mount MiniPlayer()
:toggle "Mute"
:tap "Unmute all"
:tap "Unmute all"
:toggle "Mute"

// expect: mini player body
// expect: controls body: muted false
// expect: controls body: muted true
// expect: controls body: muted false
// expect: controls body: muted true
