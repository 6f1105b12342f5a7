// Swift with Majid style: one ObservableObject per row (@ObservedObject var track: TrackModel) inside a playlist store whose @Published array holds the row models; playing one track runs only its row, adding a track runs the playlist and the new row, and the old rows (same objects) skip (rules §5.1, §2.5, §6.3, §6.5)
import SwiftUI

final class TrackModel: ObservableObject, Identifiable {
    let id: Int
    let name: String
    @Published var plays = 0

    init(id: Int, name: String) {
        self.id = id
        self.name = name
        print("TrackModel init \(name)")
    }
}

final class Playlist: ObservableObject {
    @Published var tracks: [TrackModel] = []
    private var nextID = 1

    func add(_ name: String) {
        tracks.append(TrackModel(id: nextID, name: name))
        nextID += 1
    }
}

struct TrackRow: View {
    @ObservedObject var track: TrackModel

    var body: some View {
        let _ = print("TrackRow body: \(track.name) \(track.plays)")
        Button("Play \(track.name)") { track.plays += 1 }
    }
}

struct PlaylistView: View {
    @ObservedObject var playlist: Playlist

    var body: some View {
        let _ = print("PlaylistView body: \(playlist.tracks.count) tracks")
        List {
            ForEach(playlist.tracks) { track in
                TrackRow(track: track)
            }
            Button("Add Coda") { playlist.add("Coda") }
        }
    }
}

let playlist = Playlist()
playlist.add("Intro")
playlist.add("Verse")
// expect: TrackModel init Intro
// expect: TrackModel init Verse

:mount PlaylistView(playlist: playlist)
// expect: PlaylistView body: 2 tracks
// expect: TrackRow body: Intro 0
// expect: TrackRow body: Verse 0
:tap "Play Verse"
// expect: TrackRow body: Verse 1
:tap "Play Verse"
// expect: TrackRow body: Verse 2
:tap "Add Coda"
// expect: TrackModel init Coda
// expect: PlaylistView body: 3 tracks
// expect: TrackRow body: Coda 0
:tap "Play Intro"
// expect: TrackRow body: Intro 1
