// SwiftUI from a tutorial pattern: https://developer.apple.com/documentation/swiftui/editbutton (a playlist with EditButton in the toolbar, onMove and onDelete on the ForEach)
// EditButton toggles the environment's edit mode and its title says what a tap will do: "Edit", then "Done"
// while editing. onMove gets the source offsets and the destination offset in the array before the move
// (moving a row down gives the index after its new place); onDelete gets the offsets of the removed rows.
// - Moving "Outro" to the top: from [3] to 0. Moving "Intro" to the end: from [1] to 4.
// - Deleting "Verse": offsets [1].
// - After "Done" the button reads "Edit" again, so a second "Done" is not on screen.
import SwiftUI

struct PlaylistView: View {
    @State private var songs = ["Intro", "Verse", "Chorus", "Outro"]

    var body: some View {
        NavigationStack {
            List {
                ForEach(songs, id: \.self) { song in
                    Text(song)
                }
                .onMove { source, destination in
                    songs.move(fromOffsets: source, toOffset: destination)
                    print("moved \(Array(source)) to \(destination): \(songs)")
                }
                .onDelete { offsets in
                    songs.remove(atOffsets: offsets)
                    print("deleted \(Array(offsets)): \(songs)")
                }
            }
            .navigationTitle("Playlist")
            .toolbar {
                EditButton()
            }
        }
    }
}

:mount PlaylistView()
:tap "Edit"
:move "Outro" to 0
// expect: moved [3] to 0: ["Outro", "Intro", "Verse", "Chorus"]
:move "Intro" to 3
// expect: moved [1] to 4: ["Outro", "Verse", "Chorus", "Intro"]
:delete "Verse"
// expect: deleted [1]: ["Outro", "Chorus", "Intro"]
:tap "Done"
:tap "Done"
// expect-error: no visible button labelled "Done"
