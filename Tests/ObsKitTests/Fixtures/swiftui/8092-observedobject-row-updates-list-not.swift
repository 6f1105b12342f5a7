// SwiftUI from Apple's documentation: rows observing their own ObservableObject update; the list holding the array does not
// Apple, ObservedObject (https://developer.apple.com/documentation/swiftui/observedobject): "A property wrapper type that subscribes
// to an observable object and invalidates a view whenever the observable object changes." The list's @Published array holds the
// same references, so changing a song's plays publishes only that song: only its row runs again.
import SwiftUI
import Combine

final class Song: ObservableObject, Identifiable {
    let id: Int
    let title: String
    @Published var plays = 0
    init(id: Int, title: String) { self.id = id; self.title = title }
}

final class Playlist: ObservableObject {
    @Published var songs = [Song(id: 1, title: "Intro"), Song(id: 2, title: "Outro")]
}

struct SongRow: View {
    @ObservedObject var song: Song
    var body: some View {
        let _ = print("SongRow \(song.title): \(song.plays)")
        Button("Play \(song.title)") { song.plays += 1 }
    }
}

struct PlaylistView: View {
    @StateObject private var playlist = Playlist()
    var body: some View {
        let _ = print("PlaylistView body: \(playlist.songs.count) songs")
        VStack {
            ForEach(playlist.songs) { SongRow(song: $0) }
        }
    }
}

:mount PlaylistView()
// expect: PlaylistView body: 2 songs
// expect: SongRow Intro: 0
// expect: SongRow Outro: 0
:tap "Play Outro"
// expect: SongRow Outro: 1
