// Observation in depth style: an array of @Observable tracks; appending to the array re-runs the list (it read tracks) and builds only the new row, while a play count change on one track re-runs only that track's row (rules §8.3, §8.4, §2.3, §2.6)
import SwiftUI

@Observable
final class Track: Identifiable {
    let id: Int
    var title: String
    var plays = 0

    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

@Observable
final class Playlist {
    var tracks = [Track(id: 1, title: "Intro"), Track(id: 2, title: "Drift")]
    var nextID = 3
}

struct TrackRow: View {
    let track: Track

    var body: some View {
        let _ = print("TrackRow body: \(track.title) (\(track.plays))")
        Button("\(track.title) played \(track.plays)") { track.plays += 1 }
    }
}

struct PlaylistView: View {
    @State private var playlist = Playlist()

    var body: some View {
        let _ = print("PlaylistView body: \(playlist.tracks.count) tracks")
        List {
            ForEach(playlist.tracks) { track in
                TrackRow(track: track)
            }
            Button("Add track") {
                playlist.tracks.append(Track(id: playlist.nextID, title: "Song \(playlist.nextID)"))
                playlist.nextID += 1
            }
        }
    }
}

:mount PlaylistView()
// expect: PlaylistView body: 2 tracks
// expect: TrackRow body: Intro (0)
// expect: TrackRow body: Drift (0)
:tap "Add track"
// expect: PlaylistView body: 3 tracks
// expect: TrackRow body: Song 3 (0)
:tap "Drift played 0"
// expect: TrackRow body: Drift (1)
:tap "Song 3 played 0"
// expect: TrackRow body: Song 3 (1)
:tap "Add track"
// expect: PlaylistView body: 4 tracks
// expect: TrackRow body: Song 4 (0)
