// Follows Apple's `ForEach.init(_:content:)` page for Identifiable data
// (https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)): "Creates an instance that uniquely
// identifies and creates views across updates based on the identity of the underlying data." Own code: a playlist
// with buttons that insert a song at the top, in the middle and at the end.
// - Each song keeps its row wherever a new one is inserted (rules §1.2: "A known id keeps its node, even when the
//   row moves; a new id makes one"), so the existing rows' @State (play counts) survives every insert, and each
//   insert makes exactly one row.
// - The new row's body runs after the parent's body, its onAppear after the update (rules §2.8, §10.3, §11.1);
//   kept rows, with equal values, neither run their bodies nor appear again (rules §2.7, §11.1: onAppear fires on a
//   change from not visible to visible).
// - Four one-line rows fit on an iPhone screen, so each inserted row is on screen at once (rules §1.5). The script
//   starts with one song, so each update makes one row.
import SwiftUI

struct Song: Identifiable {
    let id = UUID()
    let title: String
}

struct SongRow: View {
    let song: Song
    @State private var plays = 0

    var body: some View {
        let _ = print("SongRow body \(song.title), plays \(plays)")
        Button("\(song.title), plays \(plays)") {
            plays += 1
        }
        .onAppear {
            print("SongRow appeared \(song.title)")
        }
    }
}

struct Playlist: View {
    @State private var songs = [Song(title: "Blue")]

    var body: some View {
        let _ = print("Playlist: \(songs.map(\.title).joined(separator: ", "))")
        List {
            ForEach(songs) { song in
                SongRow(song: song)
            }
            Section {
                Button("Insert at top") {
                    songs.insert(Song(title: "Amber"), at: 0)
                }
                Button("Insert in middle") {
                    songs.insert(Song(title: "Coral"), at: songs.count / 2)
                }
                Button("Append") {
                    songs.append(Song(title: "Denim"))
                }
            }
        }
    }
}

:mount Playlist()
// expect: Playlist: Blue
// expect: SongRow body Blue, plays 0
// expect: SongRow appeared Blue
:tap "Blue, plays 0"
// expect: SongRow body Blue, plays 1
:tap "Insert at top"
// expect: Playlist: Amber, Blue
// expect: SongRow body Amber, plays 0
// expect: SongRow appeared Amber
:tap "Insert in middle"
// expect: Playlist: Amber, Coral, Blue
// expect: SongRow body Coral, plays 0
// expect: SongRow appeared Coral
:tap "Append"
// expect: Playlist: Amber, Coral, Blue, Denim
// expect: SongRow body Denim, plays 0
// expect: SongRow appeared Denim
:tap "Blue, plays 1"
// expect: SongRow body Blue, plays 2
:tap "Coral, plays 0"
// expect: SongRow body Coral, plays 1
