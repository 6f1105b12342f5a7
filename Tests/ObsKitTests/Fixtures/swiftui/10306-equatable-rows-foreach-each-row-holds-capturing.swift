// identity-and-lifetime style: Equatable rows in a ForEach: each row holds a capturing closure, so without its == every parent render would run every row; with .equatable() only the row whose song changed runs its body (rules §2.2, §2.4, §2.6, §2.7)
import SwiftUI

struct Song: Identifiable {
    let id: Int
    var title: String
    var plays: Int
}

struct SongRow: View, Equatable {
    let song: Song
    let onPlay: () -> Void

    static func == (lhs: SongRow, rhs: SongRow) -> Bool {
        lhs.song.title == rhs.song.title && lhs.song.plays == rhs.song.plays
    }

    var body: some View {
        let _ = print("SongRow body: \(song.title) \(song.plays)")
        Button("Play \(song.title)", action: onPlay)
    }
}

struct Library: View {
    @State private var songs = [
        Song(id: 1, title: "Intro", plays: 0),
        Song(id: 2, title: "Verse", plays: 0),
        Song(id: 3, title: "Outro", plays: 0),
    ]

    var body: some View {
        let _ = print("Library body: \(songs.map(\.plays).reduce(0, +)) plays")
        VStack {
            ForEach(songs) { song in
                SongRow(song: song) { play(song.id) }
                    .equatable()
            }
        }
    }

    func play(_ id: Int) {
        if let index = songs.firstIndex(where: { $0.id == id }) {
            songs[index].plays += 1
        }
    }
}

:mount Library()
// expect: Library body: 0 plays
// expect: SongRow body: Intro 0
// expect: SongRow body: Verse 0
// expect: SongRow body: Outro 0
:tap "Play Verse"
// expect: Library body: 1 plays
// expect: SongRow body: Verse 1
:tap "Play Verse"
// expect: Library body: 2 plays
// expect: SongRow body: Verse 2
:tap "Play Outro"
// expect: Library body: 3 plays
// expect: SongRow body: Outro 1
