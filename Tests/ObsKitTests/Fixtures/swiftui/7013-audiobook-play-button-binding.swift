// Audiobook player: the PlayButton of WWDC20's "Data Essentials in SwiftUI" (the player owns `isPlaying` in @State
// and hands the button a @Binding), own code. The player's body shows the title but never reads `isPlaying`.
// What SwiftUI does: making `$isPlaying` for the child is not a read, so the player's body does not depend on it
// (rules §3.5). The button reads its binding, so a change of the source runs the button alone (rules §9.3): each tap
// prints one body, the button's.
// Sources: rules §3.5, §9.3; WWDC20 "Data Essentials in SwiftUI" https://developer.apple.com/videos/play/wwdc2020/10040/;
// Stack Overflow https://stackoverflow.com/q/63498120 (rules T3)
import SwiftUI

struct AudiobookPlayButton: View {
    @Binding var isPlaying: Bool

    var body: some View {
        let _ = print("AudiobookPlayButton body: playing \(isPlaying)")
        Button(isPlaying ? "Pause" : "Play") {
            isPlaying.toggle()
        }
    }
}

struct AudiobookPlayerView: View {
    let title: String
    @State private var isPlaying = false

    var body: some View {
        let _ = print("AudiobookPlayerView body: \(title)")
        VStack {
            Text(title)
            AudiobookPlayButton(isPlaying: $isPlaying)
        }
    }
}

:mount AudiobookPlayerView(title: "Dune")
// expect: AudiobookPlayerView body: Dune
// expect: AudiobookPlayButton body: playing false
:tap "Play"
// expect: AudiobookPlayButton body: playing true
:tap "Pause"
// expect: AudiobookPlayButton body: playing false
