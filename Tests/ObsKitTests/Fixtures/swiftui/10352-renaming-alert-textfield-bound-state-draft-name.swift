// forms and editing style: renaming in an alert with a TextField bound to a @State draft name copied on tap; the alert's content is built in the presenter's body but $draftName is not a read, so typing runs no body; Save writes the draft back, Cancel drops it (rules §13.2, §3.5, §8.6)
import SwiftUI

struct Playlist: Identifiable {
    let id: Int
    var name: String
}

struct PlaylistsView: View {
    @State private var playlists = [Playlist(id: 1, name: "Focus"), Playlist(id: 2, name: "Run")]
    @State private var renamingID: Int?
    @State private var draftName = ""
    @State private var showRename = false

    var body: some View {
        let _ = print("PlaylistsView body: \(playlists.map(\.name))")
        List {
            ForEach(playlists) { playlist in
                Button(playlist.name) {
                    renamingID = playlist.id
                    draftName = playlist.name
                    showRename = true
                }
            }
        }
        .alert("Rename Playlist", isPresented: $showRename) {
            TextField("Playlist name", text: $draftName)
            Button("Save") {
                if let index = playlists.firstIndex(where: { $0.id == renamingID }) {
                    playlists[index].name = draftName
                }
            }
            Button("Cancel", role: .cancel) { }
        }
    }
}

:mount PlaylistsView()
// expect: PlaylistsView body: ["Focus", "Run"]
:tap "Run"
:type "!" into "Playlist name"
:tap "Save"
// expect: PlaylistsView body: ["Focus", "Run!"]
:tap "Focus"
:type "?" into "Playlist name"
:tap "Cancel"
:tap "Focus"
:tap "Save"
