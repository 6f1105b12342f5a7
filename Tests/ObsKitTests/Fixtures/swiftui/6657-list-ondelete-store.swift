// Follows Apple's page "onDelete(perform:)" (developer.apple.com/documentation/swiftui/dynamicviewcontent/ondelete(perform:)),
// whose example deletes users from a List's ForEach with remove(atOffsets:): here songs in an ObservableObject
// playlist.
// - A swipe (:delete) calls the action with the offsets of the deleted rows in the ForEach's data; the action must
//   remove them (Apple's page; rules §15.2). When the action runs the data still holds the row, so it can be named.
// - Removing from the @Published array runs the owner's body once (rules §6.5, §10.1). Rows are identified by their
//   element (id: \.self): the removed one's node goes, the others keep theirs, and since their values didn't change
//   their bodies don't run again (rules §1.2, §2.7).
import SwiftUI

final class Playlist: ObservableObject {
    @Published var songs = ["Intro", "Verse", "Chorus", "Outro"]
}

struct SongRow: View {
    let title: String

    var body: some View {
        let _ = print("SongRow body, \(title)")
        Text(title)
    }
}

struct PlaylistView: View {
    @StateObject private var playlist = Playlist()

    var body: some View {
        let _ = print("PlaylistView body, \(playlist.songs.count) songs")
        NavigationStack {
            List {
                ForEach(playlist.songs, id: \.self) { song in
                    SongRow(title: song)
                }
                .onDelete(perform: delete)
            }
            .navigationTitle("Playlist")
        }
    }

    func delete(at offsets: IndexSet) {
        print("onDelete \(Array(offsets)), removing \(offsets.map { playlist.songs[$0] })")
        playlist.songs.remove(atOffsets: offsets)
    }
}

:mount PlaylistView()
// expect: PlaylistView body, 4 songs
// expect: SongRow body, Intro
// expect: SongRow body, Verse
// expect: SongRow body, Chorus
// expect: SongRow body, Outro
:delete "Chorus"
// expect: onDelete [2], removing ["Chorus"]
// expect: PlaylistView body, 3 songs
:delete "Intro"
// expect: onDelete [0], removing ["Intro"]
// expect: PlaylistView body, 2 songs
:delete "Outro"
// expect: onDelete [1], removing ["Outro"]
// expect: PlaylistView body, 1 songs
