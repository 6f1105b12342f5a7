// Swift with Majid style: PITFALL on purpose, a row that builds its @StateObject from the item in its own init (_model = StateObject(wrappedValue: SongRowModel(song: song))): the model is made once per row and never sees a rename, while the capturing closure makes every row differ, so each list render runs every row's body (rules §4.1, §4.2, §4.3, §2.5)
import SwiftUI

struct Song: Identifiable, Equatable {
    let id: Int
    var title: String
}

final class SongRowModel: ObservableObject {
    @Published var title: String

    init(song: Song) {
        title = song.title
        print("SongRowModel init \(song.title)")
    }
}

struct SongRow: View {
    @StateObject private var model: SongRowModel

    init(song: Song) {
        _model = StateObject(wrappedValue: SongRowModel(song: song))
    }

    var body: some View {
        let _ = print("SongRow body: \(model.title)")
        Text(model.title)
    }
}

struct SongList: View {
    @State private var songs = [Song(id: 1, title: "Intro"), Song(id: 2, title: "Outro")]
    @State private var plays = 0

    var body: some View {
        let _ = print("SongList body: \(songs.map(\.title).joined(separator: ", ")) plays \(plays)")
        VStack {
            ForEach(songs) { song in
                SongRow(song: song)
            }
            Button("Play all") { plays += 1 }
            Button("Rename Intro") { songs[0].title = "Overture" }
        }
    }
}

:mount SongList()
// expect: SongList body: Intro, Outro plays 0
// expect: SongRowModel init Intro
// expect: SongRow body: Intro
// expect: SongRowModel init Outro
// expect: SongRow body: Outro
:tap "Play all"
// expect: SongList body: Intro, Outro plays 1
// expect: SongRow body: Intro
// expect: SongRow body: Outro
:tap "Rename Intro"
// expect: SongList body: Overture, Outro plays 1
// expect: SongRow body: Intro
// expect: SongRow body: Outro
