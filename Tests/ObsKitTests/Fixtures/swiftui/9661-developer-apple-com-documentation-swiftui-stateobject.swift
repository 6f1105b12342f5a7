// Apple, "StateObject" ("if the initial state of a state object depends on external data... SwiftUI doesn't create a new object"), https://developer.apple.com/documentation/swiftui/stateobject — ON PURPOSE: a child that wraps a model passed in by its parent in @StateObject keeps the first model forever; the @ObservedObject sibling follows the parent's switch
// Apple: a StateObject is made once per view identity, so "SwiftUI ignores" later initial values (rules §4.3). The
// owning child's box holds Focus for its life, so the switch to Chill never reaches it, and Focus does not deinit.
// @ObservedObject compares the reference and moves its subscription to the new object (§2.5, §5.1).
import SwiftUI

final class Playlist: ObservableObject {
    let name: String
    @Published var songs = 0

    init(name: String) {
        self.name = name
        print("Playlist \(name) init")
    }
    deinit { print("Playlist \(name) deinit") }
}

struct OwnedPlaylistView: View {
    @StateObject private var playlist: Playlist

    init(playlist: Playlist) {
        _playlist = StateObject(wrappedValue: playlist)
    }

    var body: some View {
        let _ = print("Owned shows \(playlist.name), \(playlist.songs) songs")
        Text("Owned: \(playlist.name)")
    }
}

struct ObservedPlaylistView: View {
    @ObservedObject var playlist: Playlist

    var body: some View {
        let _ = print("Observed shows \(playlist.name), \(playlist.songs) songs")
        Text("Observed: \(playlist.name)")
    }
}

struct PlaylistScreen: View {
    @State private var current = Playlist(name: "Focus")

    var body: some View {
        let _ = print("PlaylistScreen body, current \(current.name)")
        VStack {
            Button("Switch to Chill") { current = Playlist(name: "Chill") }
            Button("Add song") { current.songs += 1 }
            OwnedPlaylistView(playlist: current)
            ObservedPlaylistView(playlist: current)
        }
    }
}

:mount PlaylistScreen()
// expect: Playlist Focus init
// expect: PlaylistScreen body, current Focus
// expect: Owned shows Focus, 0 songs
// expect: Observed shows Focus, 0 songs
:tap "Switch to Chill"
// expect: Playlist Chill init
// expect: PlaylistScreen body, current Chill
// expect: Owned shows Focus, 0 songs
// expect: Observed shows Chill, 0 songs
:tap "Add song"
// expect: Observed shows Chill, 1 songs
