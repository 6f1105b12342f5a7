// An album whose rows each create a @StateObject player from the row's data in the row's init
// (`_player = StateObject(wrappedValue: TrackPlayer(title: track.title))`), and a track renamed in place.
// What SwiftUI does: the init only stores the autoclosure (rules §4.1). A ForEach row's content is built in the row's
// own attribute (rules §2.6, §8.4), so for each row in turn: its init, its closure right before its first body, its
// body (rules §4.2: Child.init, VM.init, Child.body). Renaming a
// track keeps its id, so the row keeps its node and its player: the new closure is ignored (rules §4.3), and the
// player still has the old title. Because each init hands StateObject a closure that captures the track, every row
// value differs at every album render, so both rows' bodies run, the unchanged one too (rules §2.5). A play runs
// only its row (rules §5.1).
// Corrected after the first run: the expectation first had all row inits before any row's player and body; the
// rules give each row its own builder (rules §2.6, §8.4), so each row's init comes right before its own update.
// Sources: rules §2.5, §2.6, §4.1, §4.2, §4.3, §5.1, §1.2, §8.4; https://developer.apple.com/documentation/swiftui/stateobject
import SwiftUI

final class TrackPlayer: ObservableObject {
    let title: String
    @Published var plays = 0

    init(title: String) {
        self.title = title
        print("TrackPlayer init: \(title)")
    }

    deinit { print("TrackPlayer deinit: \(title)") }
}

struct Track: Identifiable {
    let id: Int
    var title: String
}

struct TrackRow: View {
    let track: Track
    @StateObject private var player: TrackPlayer

    init(track: Track) {
        self.track = track
        _player = StateObject(wrappedValue: TrackPlayer(title: track.title))
        print("TrackRow init: \(track.title)")
    }

    var body: some View {
        let _ = print("TrackRow body: \(track.title), player has \(player.title), \(player.plays) plays")
        Button("Play \(track.title)") { player.plays += 1 }
    }
}

struct Album: View {
    @State private var tracks = [Track(id: 1, title: "Intro"), Track(id: 2, title: "Rain")]

    var body: some View {
        let _ = print("Album body: \(tracks.map { $0.title }.joined(separator: ", "))")
        VStack {
            ForEach(tracks) { track in
                TrackRow(track: track)
            }
            Button("Rename Rain") { tracks[1].title = "Storm" }
        }
    }
}

:mount Album()
// expect: Album body: Intro, Rain
// expect: TrackRow init: Intro
// expect: TrackPlayer init: Intro
// expect: TrackRow body: Intro, player has Intro, 0 plays
// expect: TrackRow init: Rain
// expect: TrackPlayer init: Rain
// expect: TrackRow body: Rain, player has Rain, 0 plays
:tap "Play Rain"
// expect: TrackRow body: Rain, player has Rain, 1 plays
:tap "Rename Rain"
// expect: Album body: Intro, Storm
// expect: TrackRow init: Intro
// expect: TrackRow body: Intro, player has Intro, 0 plays
// expect: TrackRow init: Storm
// expect: TrackRow body: Storm, player has Rain, 1 plays
