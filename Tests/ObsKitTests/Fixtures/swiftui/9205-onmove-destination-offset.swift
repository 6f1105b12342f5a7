// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/dynamicviewcontent/onmove(perform:) (the IndexSet of moved rows and the destination offset)
// Apple: onMove's closure gets two arguments, both offsets into the ForEach's underlying data: the rows
// moved, and where they go, in the convention of `move(fromOffsets:toOffset:)` (the offset to insert
// before, counted in the array as it was before the move). Dragging the first of four rows so it lands
// third passes 3; dragging the last row to the top passes 0.
import SwiftUI

struct Playlist: View {
    @State private var songs = ["Intro", "Verse", "Chorus", "Outro"]

    var body: some View {
        List {
            ForEach(songs, id: \.self) { song in
                Text(song)
            }
            .onMove { source, destination in
                print("move \(Array(source)) to \(destination)")
                songs.move(fromOffsets: source, toOffset: destination)
                print(songs)
            }
        }
    }
}

:mount Playlist()
:move "Intro" to 2
// expect: move [0] to 3
// expect: ["Verse", "Chorus", "Intro", "Outro"]
:move "Outro" to 0
// expect: move [3] to 0
// expect: ["Outro", "Verse", "Chorus", "Intro"]
