// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app (an @Observable Playlist in the environment holds an array of @Observable songs: appending a song updates the view that reads songs, and not the header that reads only the playlist's name)
import SwiftUI
import Observation

@Observable
final class Song: Identifiable {
    var title: String
    init(title: String) { self.title = title }
}

@Observable
final class Playlist {
    var name = "Road Trip"
    var songs: [Song] = [Song(title: "Intro")]
}

struct PlaylistHeader: View {
    @Environment(Playlist.self) private var playlist

    var body: some View {
        let _ = print("header: \(playlist.name)")
        Text(playlist.name).font(.headline)
    }
}

struct SongCount: View {
    @Environment(Playlist.self) private var playlist

    var body: some View {
        let _ = print("songs: \(playlist.songs.count)")
        Text("\(playlist.songs.count) songs")
    }
}

struct AddSongButton: View {
    @Environment(Playlist.self) private var playlist

    var body: some View {
        Button("Add song") {
            playlist.songs.append(Song(title: "Track \(playlist.songs.count + 1)"))
        }
    }
}

struct PlaylistScreen: View {
    @State private var playlist = Playlist()

    var body: some View {
        VStack {
            PlaylistHeader()
            SongCount()
            AddSongButton()
        }
        .environment(playlist)
    }
}

:mount PlaylistScreen()
:tap "Add song"
:tap "Add song"
// expect: header: Road Trip
// expect: songs: 1
// expect: songs: 2
// expect: songs: 3
