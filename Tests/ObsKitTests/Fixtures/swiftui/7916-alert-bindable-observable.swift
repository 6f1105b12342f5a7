// Style: forum question. "Renaming my playlist in an alert re-renders the whole screen on every keystroke, though the
// screen doesn't even show the title. Why?"
// SwiftUI: the alert's actions are called during the presenter's body, shown or not (rules §8.6). The local
// `@Bindable` makes `$playlist.title`, and making it reads `title` (rules §8.5) in the presenter's Observation scope
// (rules §8.4). Each keystroke writes `title` and runs the presenter's body: `@dependencies` (rules §12.1; T18). The
// flag is plain @State that the body doesn't read: presenting and dismissing run nothing (rules §3.5, §8.7).
// The @State initial value is made when `:mount` builds the struct (rules §3.1).
import SwiftUI
import Observation

@Observable
final class Playlist {
    var title = "Road Trip"
    init() { print("Playlist init") }
}

struct PlaylistHeader: View {
    @State private var playlist = Playlist()
    @State private var renaming = false

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Button("Rename") { renaming = true }
            Button("Print Title") { print("title: \(playlist.title)") }
        }
        .alert("Rename Playlist", isPresented: $renaming) {
            @Bindable var editable = playlist
            TextField("Title", text: $editable.title)
            Button("OK") { }
        }
    }
}

:mount PlaylistHeader()
// expect: Playlist init
// expect: PlaylistHeader: @self, @identity, _playlist, _renaming changed.
:tap "Rename"
:type "!!" into "Title"
// expect: PlaylistHeader: @dependencies changed.
// expect: PlaylistHeader: @dependencies changed.
:tap "OK"
:tap "Print Title"
// expect: title: Road Trip!!
