// SwiftUI from Apple's documentation: ForEach($items, editActions: .delete) removes a swiped row from the bound array itself
// Apple, ForEach init(_:editActions:content:) (https://developer.apple.com/documentation/swiftui/foreach/init(_:editactions:content:)):
// "Creates an instance that uniquely identifies and creates views across updates based on the identity of the underlying
// data"; data is "The identified data that the ForEach instance uses to create views dynamically and can be edited by the
// user." EditActions.delete (https://developer.apple.com/documentation/swiftui/editactions/delete): "An edit action that
// allows the user to delete one or more elements of a collection."
import SwiftUI

struct Song: Identifiable {
    let id = UUID()
    var title: String
}

struct Playlist: View {
    @State private var songs = [Song(title: "Intro"), Song(title: "Verse"), Song(title: "Outro")]
    var body: some View {
        List {
            ForEach($songs, editActions: .delete) { $song in
                Text(song.title)
            }
        }
        .onChange(of: songs.map(\.title)) { _, titles in
            print("songs: \(titles.joined(separator: ", "))")
        }
    }
}

:mount Playlist()
:delete "Verse"
:delete "Intro"
// expect: songs: Intro, Outro
// expect: songs: Outro
