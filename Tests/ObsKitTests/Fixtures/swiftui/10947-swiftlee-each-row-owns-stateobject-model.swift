// Blog style (SwiftLee): each row owns a @StateObject model made once per row; likes stay with the row across a parent render, and deleting the row releases its model (rules §4.2, §4.3, §1.4, §2.5, §15.2)
import SwiftUI
import Combine

final class RowModel: ObservableObject {
    var name = ""
    @Published var likes = 0

    init() { print("RowModel init") }
    deinit { print("RowModel deinit \(name)") }
}

struct SongRow: View {
    let title: String
    @StateObject private var model = RowModel()

    var body: some View {
        let _ = print("SongRow body \(title) likes=\(model.likes)")
        Button("Like \(title) (\(model.likes))") {
            model.likes += 1
        }
        .onAppear { model.name = title }
    }
}

struct PlaylistView: View {
    @State private var songs = ["Intro", "Verse", "Outro"]

    var body: some View {
        let _ = print("PlaylistView body \(songs.count)")
        List {
            ForEach(songs, id: \.self) { song in
                SongRow(title: song)
            }
            .onDelete { offsets in
                songs.remove(atOffsets: offsets)
            }
        }
    }
}
:mount PlaylistView()
// expect: PlaylistView body 3
// expect: RowModel init
// expect: SongRow body Intro likes=0
// expect: RowModel init
// expect: SongRow body Verse likes=0
// expect: RowModel init
// expect: SongRow body Outro likes=0
:tap "Like Verse (0)"
// expect: SongRow body Verse likes=1
:delete "Like Verse (1)"
// expect: PlaylistView body 2
// expect: RowModel deinit Verse
