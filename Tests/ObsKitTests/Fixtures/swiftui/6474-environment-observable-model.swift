// Apple Developer Forums style: "@Environment(Model.self): why does only one label redraw?"
// `.environment(playback)` puts an @Observable object in the environment; `@Environment(Playback.self)` reads it,
// and reads of its properties are tracked per view (rules §14.2, §8.3; Apple "migrating": "SwiftUI updates a view
// only when an observable property the view's body reads changes"). Controls only writes in actions, which are not
// tracked; PlayerScreen reads no property. Two writes in one action give one update (rules §10.1).
import SwiftUI

@Observable
final class Playback {
    var trackTitle = "Intro"
    var position = 0
}

struct TitleLabel: View {
    @Environment(Playback.self) private var playback

    var body: some View {
        let _ = print("TitleLabel body: \(playback.trackTitle)")
        Text(playback.trackTitle)
    }
}

struct PositionLabel: View {
    @Environment(Playback.self) private var playback

    var body: some View {
        let _ = print("PositionLabel body: \(playback.position)s")
        Text("\(playback.position)s")
    }
}

struct Controls: View {
    @Environment(Playback.self) private var playback

    var body: some View {
        let _ = print("Controls body")
        HStack {
            Button("Skip 10s") { playback.position += 10 }
            Button("Next Track") {
                playback.trackTitle = "Chorus"
                playback.position = 0
            }
        }
    }
}

struct PlayerScreen: View {
    @State private var playback = Playback()

    var body: some View {
        let _ = print("PlayerScreen body")
        VStack {
            TitleLabel()
            PositionLabel()
            Controls()
        }
        .environment(playback)
    }
}

:mount PlayerScreen()
// expect: PlayerScreen body
// expect: TitleLabel body: Intro
// expect: PositionLabel body: 0s
// expect: Controls body
:tap "Skip 10s"
// expect: PositionLabel body: 10s
:tap "Skip 10s"
// expect: PositionLabel body: 20s
:tap "Next Track"
// expect: TitleLabel body: Chorus
// expect: PositionLabel body: 0s
