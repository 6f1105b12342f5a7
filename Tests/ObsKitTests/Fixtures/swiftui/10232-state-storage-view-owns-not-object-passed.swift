// Apple docs style, PITFALL ON PURPOSE (the State page: state is for storage the view owns, not for an object passed in): `_playlist = State(initialValue: playlist)` keeps the first object for the node's life; the parent switching to another object runs the child's body (the initial value differs) but it still shows the first one (rules §3.2, §2.5, §3.7)
import SwiftUI

@Observable
final class Playlist {
    let name: String
    var tracks = 0

    init(name: String) {
        self.name = name
        print("Playlist \(name) init")
    }
}

struct PlaylistPanel: View {
    @State private var playlist: Playlist

    init(playlist: Playlist) {
        _playlist = State(initialValue: playlist)
    }

    var body: some View {
        let _ = print("PlaylistPanel body: \(playlist.name) \(playlist.tracks)")
        Button("Add to \(playlist.name)") { playlist.tracks += 1 }
    }
}

struct MusicLibrary: View {
    @State private var lists = [Playlist(name: "Rock"), Playlist(name: "Jazz")]
    @State private var index = 0

    var body: some View {
        VStack {
            Text("Selected \(lists[index].name)")
            PlaylistPanel(playlist: lists[index])
            Button("Next list") { index = (index + 1) % lists.count }
        }
    }
}

:mount MusicLibrary()
// expect: Playlist Rock init
// expect: Playlist Jazz init
// expect: PlaylistPanel body: Rock 0
:tap "Add to Rock"
// expect: PlaylistPanel body: Rock 1
:tap "Next list"
// expect: PlaylistPanel body: Rock 1
:tap "Add to Rock"
// expect: PlaylistPanel body: Rock 2
