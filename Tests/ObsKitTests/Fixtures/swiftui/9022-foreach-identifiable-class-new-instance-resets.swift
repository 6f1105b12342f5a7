// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swift/identifiable (a class's default id is its object identifier, unique for the object's lifetime: putting a new Song object with the same title in the list gives that row a new identity, so ForEach's view for it loses its state: https://developer.apple.com/documentation/swiftui/foreach/init(_:content:))
import SwiftUI

final class Song: Identifiable {
    let title: String
    init(title: String) { self.title = title }
}

struct SongRow: View {
    let song: Song
    @State private var plays = 0

    var body: some View {
        Button("\(song.title) played \(plays)") {
            plays += 1
            print("\(song.title) plays \(plays)")
        }
    }
}

struct Playlist: View {
    @State private var songs = [Song(title: "Intro"), Song(title: "Outro")]
    @State private var replaced: [Song] = []

    var body: some View {
        VStack {
            ForEach(songs) { song in
                SongRow(song: song)
            }
            Button("Reload intro") {
                replaced.append(songs[0])
                songs[0] = Song(title: "Intro")
            }
        }
    }
}

:mount Playlist()
:tap "Intro played 0"
:tap "Outro played 0"
:tap "Reload intro"
:tap "Intro played 0"
:tap "Outro played 1"
// expect: Intro plays 1
// expect: Outro plays 1
// expect: Intro plays 1
// expect: Outro plays 2
