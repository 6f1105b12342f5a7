// Apple docs `Bindable` + `Binding/subscript(dynamicMember:)`: `$playlist.songs[0].title` binds one element's field of an @Observable model's array.
// Through @Bindable, `$playlist.songs` binds the model's `songs` property; `[0]` and `.title` extend the binding by key
// path, so typing writes the whole `songs` array back into the model and Observation notifies `songs` (rules §9.2,
// §15.1). The editor's body read `songs` (making the bindings and showing the second title), so it runs again after
// each keystroke; the root holds the model in @State and reads only `name` in its body, so a change of `songs` doesn't
// run it (rules §3.7, §8.3). Renaming runs the root, but the editor gets the same object again: equal, no body (rules §2.3).
import SwiftUI

struct Song: Identifiable {
    let id: Int
    var title: String
}

@Observable final class Playlist {
    var songs = [Song(id: 1, title: "Intro"), Song(id: 2, title: "Outro")]
    var name = "Mix"
}

struct PlaylistEditor: View {
    @Bindable var playlist: Playlist

    var body: some View {
        let _ = print("editor body: second is \(playlist.songs[1].title)")
        Form {
            TextField("First song", text: $playlist.songs[0].title)
            TextField("Second song", text: $playlist.songs[1].title)
        }
    }
}

struct PlaylistRoot: View {
    @State private var playlist = Playlist()

    var body: some View {
        let _ = print("root body: \(playlist.name)")
        VStack {
            PlaylistEditor(playlist: playlist)
            Button("Print titles") { print(playlist.songs.map(\.title)) }
            Button("Rename") { playlist.name = "Road trip" }
        }
    }
}

:mount PlaylistRoot()
// expect: root body: Mix
// expect: editor body: second is Outro
:type "!" into "First song"
// expect: editor body: second is Outro
:type "?" into "Second song"
// expect: editor body: second is Outro?
:tap "Print titles"
// expect: ["Intro!", "Outro?"]
:tap "Rename"
// expect: root body: Road trip
