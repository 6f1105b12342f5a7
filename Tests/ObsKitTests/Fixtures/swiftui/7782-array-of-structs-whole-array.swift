// Observation in depth: an array of structs in an @Observable model: one element's change is a change of the array
// Observation tracks the `songs` property, not its elements: `songs[1].plays += 1` notifies every reader of `songs`
// (rules §8, §8.1), so the list's body runs (unlike 7757's class elements). Rows get struct values: the unchanged
// row is equal and skips its body, the changed one runs (§2.2, §2.3, §2.7). `name` is read by no body.
import SwiftUI

struct Song: Identifiable, Equatable {
    let id: Int
    var title: String
    var plays = 0
}

@Observable
final class Playlist {
    var songs = [Song(id: 1, title: "Intro"), Song(id: 2, title: "Outro")]
    var name = "Road trip"
}

struct SongRow: View {
    let song: Song

    var body: some View {
        let _ = print("row \(song.title): \(song.plays) plays")
        Text("\(song.title) (\(song.plays))")
    }
}

struct PlaylistView: View {
    @State private var playlist = Playlist()

    var body: some View {
        let _ = print("playlist body")
        VStack {
            ForEach(playlist.songs) { song in
                SongRow(song: song)
            }
            Button("Play Outro") { playlist.songs[1].plays += 1 }
            Button("Rename list") { playlist.name = "Commute" }
        }
    }
}

:mount PlaylistView()
// expect: playlist body
// expect: row Intro: 0 plays
// expect: row Outro: 0 plays
:tap "Rename list"
:tap "Play Outro"
// expect: playlist body
// expect: row Outro: 1 plays
