// cookbook style: sheet(item:) whose content sets the item to one with a new id: the sheet is replaced by a new hierarchy built from the new item; the replaced content disappears, then onDismiss runs, then the new content appears; a swipe ends with disappear then onDismiss (rules §13.1, §11.1)
import SwiftUI

struct Song: Identifiable {
    let id: Int
    let title: String
}

struct SongSheet: View {
    let song: Song
    @Binding var current: Song?

    var body: some View {
        let _ = print("SongSheet body: \(song.title)")
        VStack {
            Text(song.title)
            Button("Next song") { current = Song(id: song.id + 1, title: "Track \(song.id + 1)") }
        }
        .onAppear { print("SongSheet appear \(song.title)") }
        .onDisappear { print("SongSheet disappear \(song.title)") }
    }
}

struct Player: View {
    @State private var current: Song?

    var body: some View {
        let _ = print("Player body")
        Button("Play first") { current = Song(id: 1, title: "Track 1") }
            .sheet(item: $current, onDismiss: { print("onDismiss") }) { song in
                SongSheet(song: song, current: $current)
            }
    }
}

:mount Player()
// expect: Player body
:tap "Play first"
// expect: SongSheet body: Track 1
// expect: SongSheet appear Track 1
:tap "Next song"
// expect: SongSheet body: Track 2
// expect: SongSheet disappear Track 1
// expect: onDismiss
// expect: SongSheet appear Track 2
:dismiss
// expect: SongSheet disappear Track 2
// expect: onDismiss
