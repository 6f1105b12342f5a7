// The fix for 7315: the same playlist with Identifiable songs, so a row is known by its song's id.
// What SwiftUI does: inserting a song at the top adds one id; the rows already there keep their nodes and @State
// although they moved (rules §1.2), and their values are equal (same title, same @State initial value), so their
// bodies don't run (rules §2.3, §2.5, §2.7). Only the new row runs its body and, after the update, its onAppear
// (rules §11.1). The star stays on "Blue".
// Sources: rules §1.2, §2.3, §2.5, §2.7, §11.1; https://developer.apple.com/documentation/swiftui/foreach;
// https://developer.apple.com/documentation/swift/identifiable
import SwiftUI

struct Song: Identifiable {
    let id: Int
    let title: String
}

struct SongRow: View {
    let title: String
    @State private var isFavorite = false

    var body: some View {
        let _ = print("SongRow body: \(title) favorite=\(isFavorite)")
        Button(isFavorite ? "\(title) *" : title) { isFavorite.toggle() }
            .onAppear { print("SongRow appear: \(title)") }
    }
}

struct Playlist: View {
    @State private var songs = [Song(id: 1, title: "Blue"), Song(id: 2, title: "Green")]
    @State private var nextID = 3

    var body: some View {
        let _ = print("Playlist body: \(songs.map { $0.title }.joined(separator: ", "))")
        VStack {
            ForEach(songs) { song in
                SongRow(title: song.title)
            }
            Button("Add Red on top") {
                songs.insert(Song(id: nextID, title: "Red"), at: 0)
                nextID += 1
            }
        }
    }
}

:mount Playlist()
// expect: Playlist body: Blue, Green
// expect: SongRow body: Blue favorite=false
// expect: SongRow body: Green favorite=false
// expect: SongRow appear: Blue
// expect: SongRow appear: Green
:tap "Blue"
// expect: SongRow body: Blue favorite=true
:tap "Add Red on top"
// expect: Playlist body: Red, Blue, Green
// expect: SongRow body: Red favorite=false
// expect: SongRow appear: Red
:tap "Blue *"
// expect: SongRow body: Blue favorite=false
