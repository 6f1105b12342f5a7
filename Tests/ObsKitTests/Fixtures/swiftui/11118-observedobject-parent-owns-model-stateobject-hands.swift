// Apple docs style (ObservedObject): a parent owns the model with @StateObject and hands it to a child's @ObservedObject; any published change re-runs both observers, whatever each reads (rules §5.1, §6.5, §12.1)
// Page: https://developer.apple.com/documentation/swiftui/observedobject
import SwiftUI

final class Playlist: ObservableObject {
    @Published var songs: [String] = []
    @Published var title = "Mix"
}

struct SongCount: View {
    @ObservedObject var playlist: Playlist

    var body: some View {
        let _ = Self._printChanges()
        Text("\(playlist.songs.count) songs")
    }
}

struct PlaylistScreen: View {
    @StateObject private var playlist = Playlist()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text(playlist.title)
            Button("Add song") {
                playlist.songs.append("Song \(playlist.songs.count + 1)")
                print("songs: \(playlist.songs)")
            }
            Button("Rename") { playlist.title = "Road Trip" }
            SongCount(playlist: playlist)
        }
    }
}

:mount PlaylistScreen()
// expect: PlaylistScreen: @self, @identity, _playlist changed.
// expect: SongCount: @self, @identity, _playlist changed.
:tap "Add song"
// expect: songs: ["Song 1"]
// expect: PlaylistScreen: _playlist changed.
// expect: SongCount: _playlist changed.
:tap "Rename"
// expect: PlaylistScreen: _playlist changed.
// expect: SongCount: _playlist changed.
