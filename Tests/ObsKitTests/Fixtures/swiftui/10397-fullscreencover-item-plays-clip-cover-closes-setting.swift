// cookbook style: fullScreenCover(item:) plays a clip; the cover closes by setting the item binding it was handed to nil (a swipe can't), its @State position dies with it, and the presenter, which reads no item, never runs again (rules §15.11, §13.1, §1.4, §8.7)
import SwiftUI

struct Clip: Identifiable {
    let id: Int
    let name: String
}

struct PlayerCover: View {
    let clip: Clip
    @Binding var playing: Clip?
    @State private var seconds = 0

    var body: some View {
        let _ = print("PlayerCover body: \(clip.name) at \(seconds)s")
        VStack {
            Button("Skip 10s") { seconds += 10 }
            Button("Close player") { playing = nil }
        }
        .onDisappear { print("PlayerCover closed \(clip.name)") }
    }
}

struct ClipsScreen: View {
    @State private var playing: Clip?

    var body: some View {
        let _ = print("ClipsScreen body")
        VStack {
            Button("Play intro") { playing = Clip(id: 1, name: "intro") }
            Button("Play outro") { playing = Clip(id: 2, name: "outro") }
        }
        .fullScreenCover(item: $playing) { clip in
            PlayerCover(clip: clip, playing: $playing)
        }
    }
}

:mount ClipsScreen()
// expect: ClipsScreen body
:tap "Play intro"
// expect: PlayerCover body: intro at 0s
:tap "Skip 10s"
// expect: PlayerCover body: intro at 10s
:tap "Close player"
// expect: PlayerCover closed intro
:tap "Play outro"
// expect: PlayerCover body: outro at 0s
:tap "Close player"
// expect: PlayerCover closed outro
:tap "Play intro"
// expect: PlayerCover body: intro at 0s
