// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/dynamicviewcontent/onmove(perform:) (an @Observable playlist model owns the songs; onMove forwards the source offsets and destination to the model's move(fromOffsets:toOffset:), and the list prints its order each time the order changes)
// Apple's onMove(perform:) page: the action receives "the set of indices ... and the index ... to move them to",
// in the coordinates of the array before the move, which is what Array.move(fromOffsets:toOffset:) expects. A
// row moved down gets a destination one past its final position. The view reads playlist.songs in its body, so
// each move re-runs it, and onChange(of:) on the titles reports the new order.
import SwiftUI

struct Song: Identifiable {
    let id: Int
    let title: String
}

@Observable
final class Playlist {
    var songs = [
        Song(id: 1, title: "Intro"),
        Song(id: 2, title: "Bridge"),
        Song(id: 3, title: "Chorus"),
        Song(id: 4, title: "Outro")
    ]
    func move(from source: IndexSet, to destination: Int) {
        print("move \(Array(source)) to \(destination)")
        songs.move(fromOffsets: source, toOffset: destination)
    }
}

struct PlaylistView: View {
    @State private var playlist = Playlist()

    var body: some View {
        NavigationStack {
            List {
                ForEach(playlist.songs) { song in
                    Text(song.title)
                }
                .onMove(perform: playlist.move)
            }
            .toolbar { EditButton() }
        }
        .onChange(of: playlist.songs.map(\.title)) { _, titles in
            print(titles.joined(separator: " / "))
        }
    }
}

:mount PlaylistView()
:tap "Edit"
:move "Intro" to 2
// expect: move [0] to 3
// expect: Bridge / Chorus / Intro / Outro
:move "Outro" to 0
// expect: move [3] to 0
// expect: Outro / Bridge / Chorus / Intro
:move "Chorus" to 3
// expect: move [2] to 4
// expect: Outro / Bridge / Intro / Chorus
:tap "Done"
