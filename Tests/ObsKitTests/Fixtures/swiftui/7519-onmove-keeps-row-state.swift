// Sarunw style: reorder a playlist with `.onMove` and `move(fromOffsets:toOffset:)`; each row's "liked" heart moves with its song
// What SwiftUI does: a drag calls onMove with the source offsets and the destination as an offset before the
// move (rules §15.2): dragging the third song to the top gives [2] and 0; dragging the first to the end of three
// gives [0] and 3. The rows are named by the songs' ids, so a moved row keeps its node and @State (rules §1.2): no
// onDisappear or onAppear, and since no row's value changed, no row body runs (rules §2.7); only the parent's body,
// which reads the array, runs (rules §3.5). Rows move without edit mode on iOS 16+ (rules §15.2).
// Sources: rules §1.2, §2.7, §15.2; https://developer.apple.com/documentation/swiftui/dynamicviewcontent/onmove(perform:)
import SwiftUI

struct Song: Identifiable {
    let id: Int
    let title: String
}

struct SongRow: View {
    let song: Song
    @State private var isLiked = false

    var body: some View {
        let _ = Self._printChanges()
        Button("\(song.title) \(isLiked ? "♥" : "♡")") {
            isLiked.toggle()
        }
        .onAppear { print("appear \(song.title)") }
        .onDisappear { print("disappear \(song.title)") }
    }
}

struct PlaylistView: View {
    @State private var songs = [
        Song(id: 1, title: "Intro"),
        Song(id: 2, title: "Ballad"),
        Song(id: 3, title: "Finale"),
    ]

    var body: some View {
        let _ = print("order: \(songs.map(\.title).joined(separator: " > "))")
        NavigationStack {
            List {
                ForEach(songs) { song in
                    SongRow(song: song)
                }
                .onMove(perform: move)
            }
            .navigationTitle("Playlist")
        }
    }

    func move(from source: IndexSet, to destination: Int) {
        print("onMove \(Array(source)) to \(destination)")
        songs.move(fromOffsets: source, toOffset: destination)
    }
}

:mount PlaylistView()
// expect: order: Intro > Ballad > Finale
// expect: SongRow: @self, @identity, _isLiked changed.
// expect: SongRow: @self, @identity, _isLiked changed.
// expect: SongRow: @self, @identity, _isLiked changed.
// expect: appear Intro
// expect: appear Ballad
// expect: appear Finale
:tap "Finale ♡"
// expect: SongRow: _isLiked changed.
:move "Finale ♥" to 0
// expect: onMove [2] to 0
// expect: order: Finale > Intro > Ballad
:move "Finale ♥" to 2
// expect: onMove [0] to 3
// expect: order: Intro > Ballad > Finale
:tap "Finale ♥"
// expect: SongRow: _isLiked changed.
