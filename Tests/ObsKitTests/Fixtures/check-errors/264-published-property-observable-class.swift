// Check error: @Published on a property of an @Observable class
import SwiftUI
import Observation

@Observable
class Playlist {
    @Published var songs: [String] = []

    func add(_ song: String) {
        songs.append(song)
    }
}

struct PlaylistView: View {
    @State private var playlist = Playlist()

    var body: some View {
        VStack {
            Text("\(playlist.songs.count) songs")
            Button("Add") { playlist.add("New song") }
        }
    }
}

:mount PlaylistView()
// expect-error: invalid redeclaration of synthesized property '_songs'
