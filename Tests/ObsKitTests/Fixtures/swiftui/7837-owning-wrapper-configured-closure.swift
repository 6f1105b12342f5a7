// Custom DynamicProperty: an owning wrapper configured in an init, `StateObject(wrappedValue: Playlist(name:))`
// The closure runs once per node, so a new name from the parent makes no new Playlist and the first one stays (rules
// §4.3, T9); but the closure captures `name`, so every parent render hands the child an unequal value and its body
// re-runs as `@self` (rules §2.5, §2.7). Nested changes name the host field `_playlist` (rules §7.3).
import SwiftUI

final class Playlist: ObservableObject {
    let name: String
    @Published var songs: [String] = []

    init(name: String) {
        self.name = name
        print("Playlist(\(name)) init")
    }

    deinit { print("Playlist(\(name)) deinit") }
}

@propertyWrapper
struct OwnedPlaylist: DynamicProperty {
    @StateObject private var playlist: Playlist

    init(named name: String) {
        _playlist = StateObject(wrappedValue: Playlist(name: name))
    }

    var wrappedValue: Playlist { playlist }
}

struct PlaylistView: View {
    @OwnedPlaylist var playlist: Playlist

    init(name: String) {
        _playlist = OwnedPlaylist(named: name)
    }

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("showing \(playlist.name) with \(playlist.songs.count) songs")
        Button("Add song") { playlist.songs.append("Song \(playlist.songs.count + 1)") }
    }
}

struct Library: View {
    @State private var selected = "Chill"

    var body: some View {
        VStack {
            Text("Selected \(selected)")
            Button("Switch to Focus") { selected = "Focus" }
            PlaylistView(name: selected)
        }
    }
}

:mount Library()
// expect: Playlist(Chill) init
// expect: PlaylistView: @self, @identity, _playlist changed.
// expect: showing Chill with 0 songs
:tap "Add song"
// expect: PlaylistView: _playlist changed.
// expect: showing Chill with 1 songs
:tap "Switch to Focus"
// expect: PlaylistView: @self changed.
// expect: showing Chill with 1 songs
:tap "Add song"
// expect: PlaylistView: _playlist changed.
// expect: showing Chill with 2 songs
:unmount
// expect: Playlist(Chill) deinit
