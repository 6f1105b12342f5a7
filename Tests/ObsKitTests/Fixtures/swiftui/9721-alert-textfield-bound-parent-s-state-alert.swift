// Hacking with Swift style: an alert with a TextField bound to the parent's @State; the alert's actions are built in the parent's body, but making $newSong is not a read, so typing runs no body, and the list runs again only when Add appends (rules §13.2, §3.5)
import SwiftUI

struct PlaylistView: View {
    @State private var songs = ["Intro", "Skyline"]
    @State private var isAdding = false
    @State private var newSong = ""

    var body: some View {
        let _ = print("PlaylistView body: \(songs.count) songs, last '\(songs.last ?? "")'")
        NavigationStack {
            List(songs, id: \.self) { song in
                Text(song)
            }
            .navigationTitle("Playlist")
            .toolbar {
                Button("Add Song") { isAdding = true }
            }
            .alert("New Song", isPresented: $isAdding) {
                TextField("Song title", text: $newSong)
                Button("Add") {
                    songs.append(newSong)
                    print("added '\(newSong)'")
                    newSong = ""
                }
                Button("Cancel", role: .cancel) { newSong = "" }
            } message: {
                Text("Enter a title for the song.")
            }
        }
    }
}

:mount PlaylistView()
// expect: PlaylistView body: 2 songs, last 'Skyline'
:tap "Add Song"
:type "Dawn" into "Song title"
:tap "Add"
// expect: added 'Dawn'
// expect: PlaylistView body: 3 songs, last 'Dawn'
:tap "Add Song"
:type "X" into "Song title"
:tap "Cancel"
:tap "Add Song"
:tap "Add"
// expect: added ''
// expect: PlaylistView body: 4 songs, last ''
