// Renaming in an alert with a TextField (iOS 16+), a pattern from many blog posts: tapping a row copies
// its name into a draft and raises the alert; Save writes the draft back.
// Expected, with Self._printChanges(): the body reads only `playlists` (the draft, the flag and the item
// are used through bindings and in actions), so raising the alert and typing re-run nothing (rules §3.5,
// §8.7); Save writes `playlists` and the body runs once (rules §10.1). The alert's actions are built in the
// body (rules §13.2).
import SwiftUI

struct Playlist: Identifiable {
    let id = UUID()
    var name: String
}

struct PlaylistsView: View {
    @State private var playlists = [Playlist(name: "Road Trip"), Playlist(name: "Focus")]
    @State private var renaming: Playlist?
    @State private var draftName = ""
    @State private var showingRename = false

    var body: some View {
        let _ = Self._printChanges()
        List(playlists) { playlist in
            Button(playlist.name) {
                renaming = playlist
                draftName = playlist.name
                showingRename = true
            }
        }
        .alert("Rename playlist", isPresented: $showingRename) {
            TextField("Name", text: $draftName)
            Button("Save") {
                if let renaming, let index = playlists.firstIndex(where: { $0.id == renaming.id }) {
                    playlists[index].name = draftName
                    print("renamed to \(draftName)")
                }
            }
            Button("Cancel", role: .cancel) { }
        }
    }
}

:mount PlaylistsView()
:tap "Focus"
:clear "Name"
:type "Deep Work" into "Name"
:tap "Save"

// expect: PlaylistsView: @self, @identity, _playlists, _renaming, _draftName, _showingRename changed.
// expect: renamed to Deep Work
// expect: PlaylistsView: _playlists changed.
