// Hacking with Swift style: `$playlist.songs[index]` from a `@Bindable` model handed to a child's `@Binding`
// What SwiftUI does: making `$playlist.songs` reads `songs` in `PlaylistEditor`'s body, so that view depends on it
// (rules §8.5); the subscript and `.title` are bindings through Binding's subscript and dynamic members, and a write
// goes back through the chain into the model (rules §15.1), which notifies `songs`'s readers (rules §8.1). So each
// keystroke re-runs `PlaylistEditor` (`@dependencies`, rules §12.1; a stored `@Bindable` is not dynamic, so its first
// run is `@self` alone, rules §12.2) and the child whose binding now holds another value (rules §9.2, §9.3), once
// (rules §2.8). `PlaylistRoot` owns the model but never read `songs`: it does not run.
// Sources: rules §2.8, §8.1, §8.5, §9.2, §9.3, §12.1, §12.2, §15.1; https://developer.apple.com/documentation/swiftui/bindable
import SwiftUI
import Observation

struct Song: Identifiable {
    let id: Int
    var title: String
}

@Observable
final class Playlist {
    var songs = [Song(id: 1, title: "Intro"), Song(id: 2, title: "Outro")]
}

struct SongTitleEditor: View {
    @Binding var song: Song

    var body: some View {
        let _ = print("SongTitleEditor body: \(song.title)")
        TextField("Title", text: $song.title)
    }
}

struct PlaylistEditor: View {
    @Bindable var playlist: Playlist
    let index: Int

    var body: some View {
        let _ = Self._printChanges()
        SongTitleEditor(song: $playlist.songs[index])
    }
}

struct PlaylistRoot: View {
    @State private var playlist = Playlist()

    var body: some View {
        let _ = print("PlaylistRoot body")
        PlaylistEditor(playlist: playlist, index: 1)
    }
}

:mount PlaylistRoot()
// expect: PlaylistRoot body
// expect: PlaylistEditor: @self changed.
// expect: SongTitleEditor body: Outro
:type "!?" into "Title"
// expect: PlaylistEditor: @dependencies changed.
// expect: SongTitleEditor body: Outro!
// expect: PlaylistEditor: @dependencies changed.
// expect: SongTitleEditor body: Outro!?
