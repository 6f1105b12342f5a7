// Hacking with Swift, "How to let users move rows in a list" (onMove with move(fromOffsets:toOffset:)); rules §15.2: the destination is an offset in the list before the move
import SwiftUI

struct PlaylistView: View {
    @State private var songs = ["Intro", "Verse", "Chorus", "Outro"]

    var body: some View {
        let _ = print("PlaylistView body: \(songs.joined(separator: ", "))")
        NavigationStack {
            List {
                ForEach(songs, id: \.self) { song in
                    Text(song)
                }
                .onMove { source, destination in
                    print("move \(Array(source)) to \(destination)")
                    songs.move(fromOffsets: source, toOffset: destination)
                }
            }
            .toolbar { EditButton() }
        }
    }
}

:mount PlaylistView()
:move "Outro" to 0
:move "Outro" to 2

// expect: PlaylistView body: Intro, Verse, Chorus, Outro
// expect: move [3] to 0
// expect: PlaylistView body: Outro, Intro, Verse, Chorus
// expect: move [0] to 3
// expect: PlaylistView body: Intro, Verse, Outro, Chorus
