// The Stack Overflow classic `ForEach(0..<songs.count, id: \.self)` (the `id:` added to silence Xcode's
// "Non-constant range" warning), with a song inserted at the top of the list.
// What SwiftUI does: the ids are the positions 0, 1, 2, not the songs (rules §1.2). After the insert, ids 0 and 1
// still exist, so their nodes and their @State stay where they were, and each gets the title now at its position:
// their values differ, so their bodies run (rules §2.7); id 2 is new, so a node is made (body, then onAppear after
// the update, rules §11.1). The star set on "Blue" stays on row 0, which now shows "Red": row state follows the
// index, not the data. Apple's ForEach page asks for ids that identify the data (see 7316 for the fix).
// Sources: rules §1.2, §2.7, §3.2, §11.1; https://developer.apple.com/documentation/swiftui/foreach;
// https://developer.apple.com/documentation/swiftui/foreach/init(_:content:) ("a given constant range")
import SwiftUI

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
    @State private var songs = ["Blue", "Green"]

    var body: some View {
        let _ = print("Playlist body: \(songs.joined(separator: ", "))")
        VStack {
            ForEach(0..<songs.count, id: \.self) { index in
                SongRow(title: songs[index])
            }
            Button("Add Red on top") {
                songs.insert("Red", at: 0)
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
// expect: SongRow body: Red favorite=true
// expect: SongRow body: Blue favorite=false
// expect: SongRow body: Green favorite=false
// expect: SongRow appear: Green
:tap "Red *"
// expect: SongRow body: Red favorite=false
