// environment and custom wrappers style: an @Observable model put in the environment with .environment(model) and read with @Environment(Model.self); each view depends only on the properties its body read, so a change of songCount re-runs only the counter, a rename only the title, and the owner that never reads them runs once (rules §14.2, §8.1, §8.3)
import SwiftUI

@Observable
final class Playlist {
    var title = "Road Trip"
    var songCount = 12

    init() { print("Playlist init") }
}

struct PlaylistTitle: View {
    @Environment(Playlist.self) private var playlist

    var body: some View {
        let _ = print("PlaylistTitle body: \(playlist.title)")
        Text(playlist.title)
    }
}

struct SongCounter: View {
    @Environment(Playlist.self) private var playlist

    var body: some View {
        let _ = print("SongCounter body: \(playlist.songCount)")
        Button("Add song (\(playlist.songCount))") { playlist.songCount += 1 }
    }
}

struct PlaylistScreen: View {
    @State private var playlist = Playlist()

    var body: some View {
        let _ = print("PlaylistScreen body")
        VStack {
            PlaylistTitle()
            SongCounter()
            Button("Rename") { playlist.title = "Night Drive" }
        }
        .environment(playlist)
    }
}

:mount PlaylistScreen()
// expect: Playlist init
// expect: PlaylistScreen body
// expect: PlaylistTitle body: Road Trip
// expect: SongCounter body: 12
:tap "Add song (12)"
// expect: SongCounter body: 13
:tap "Rename"
// expect: PlaylistTitle body: Night Drive
:tap "Rename"
