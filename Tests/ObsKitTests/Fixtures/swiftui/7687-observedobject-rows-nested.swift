// Style: Stack Overflow answer. Forum question: "My list holds an array of ObservableObject items; tapping a row's favorite updates the row but not the counter at the top."
// SwiftUI: each row's @ObservedObject subscribes to its own item (rules §5.1), so the item's @Published change re-runs only that row (rules §6.3).
// The playlist's @Published array still holds the same references, so it never publishes and the counter stays stale (rules §6.3, §0.2) until
// the array itself changes; then its body runs, the rows are rebuilt, old rows holding the same object compare equal (rules §2.5, §2.6) and only the new row runs.
import SwiftUI

final class Song: ObservableObject, Identifiable {
    let id: Int
    let title: String
    @Published var isFavorite = false

    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

final class Playlist: ObservableObject {
    @Published var songs = [Song(id: 1, title: "Intro"), Song(id: 2, title: "Outro")]
}

struct SongRow: View {
    @ObservedObject var song: Song

    var body: some View {
        let _ = print("row \(song.title): \(song.isFavorite ? "fav" : "-")")
        Button(song.title) { song.isFavorite.toggle() }
    }
}

struct PlaylistScreen: View {
    @StateObject private var playlist = Playlist()

    var body: some View {
        let _ = print("playlist body: \(playlist.songs.filter { $0.isFavorite }.count) favorites")
        VStack {
            List {
                ForEach(playlist.songs) { song in
                    SongRow(song: song)
                }
            }
            Button("Add song") { playlist.songs.append(Song(id: 3, title: "Bridge")) }
        }
    }
}

:mount PlaylistScreen()
// expect: playlist body: 0 favorites
// expect: row Intro: -
// expect: row Outro: -
:tap "Intro"
// expect: row Intro: fav
:tap "Add song"
// expect: playlist body: 1 favorites
// expect: row Bridge: -
