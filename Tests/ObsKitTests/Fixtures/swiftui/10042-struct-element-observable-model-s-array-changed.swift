// Stack Overflow Q&A style — MISTAKE on purpose, as the asker wrote it: a struct element of an @Observable model's array is changed through a local copy (`var copy = song`), so the array never changes and nothing re-runs; the fix writes through the array's index and the list runs once (rules §8.1, §8.3, §10.1)
import SwiftUI

struct Song: Identifiable {
    let id: Int
    var title: String
    var plays = 0
}

@Observable
final class Playlist {
    var songs = [Song(id: 1, title: "Intro"), Song(id: 2, title: "Outro")]
}

struct PlaylistView: View {
    @State private var playlist = Playlist()

    var body: some View {
        let _ = print("PlaylistView body: \(playlist.songs.map(\.plays))")
        VStack {
            ForEach(playlist.songs) { song in
                Button("\(song.title) \(song.plays)") {
                    // the asker's code: a copy of the element
                    var copy = song
                    copy.plays += 1
                    print("copy has \(copy.plays), array has \(playlist.songs.first { $0.id == song.id }!.plays)")
                }
            }
            Button("Play Intro (fixed)") {
                if let index = playlist.songs.firstIndex(where: { $0.id == 1 }) {
                    playlist.songs[index].plays += 1
                }
            }
        }
    }
}

:mount PlaylistView()
// expect: PlaylistView body: [0, 0]
:tap "Intro 0"
// expect: copy has 1, array has 0
:tap "Intro 0"
// expect: copy has 1, array has 0
:tap "Play Intro (fixed)"
// expect: PlaylistView body: [1, 0]
:tap "Intro 1"
// expect: copy has 2, array has 1
