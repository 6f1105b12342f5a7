// Stack Overflow style (rename an @Observable model in an alert): a local @Bindable in the alert's actions makes the presenter's body depend on the title, so every keystroke runs it (rules §8.6, §8.5, §13.2, T18)
import SwiftUI
import Observation

@Observable
final class Playlist {
    var title = "Mix"
    var songs = ["Intro", "Outro"]
}

struct PlaylistView: View {
    @State private var playlist = Playlist()
    @State private var renaming = false

    var body: some View {
        let _ = print("PlaylistView.body")
        VStack {
            Text("\(playlist.songs.count) songs")
            Button("Rename Playlist") { renaming = true }
        }
        .alert("Rename", isPresented: $renaming) {
            @Bindable var editable = playlist
            TextField("Playlist title", text: $editable.title)
            Button("Done") { print("title is \(playlist.title)") }
        }
    }
}
:mount PlaylistView()
// expect: PlaylistView.body
:tap "Rename Playlist"
:type "es" into "Playlist title"
// expect: PlaylistView.body
// expect: PlaylistView.body
:tap "Done"
// expect: title is Mixes
