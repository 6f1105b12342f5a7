// SwiftUI from Apple's documentation: mutating a @Published array in place publishes and updates the view
// Apple, Published (https://developer.apple.com/documentation/combine/published): "When the property changes, publishing
// occurs in the property's willSet block". An in-place subscript assignment or append writes the array property, so
// objectWillChange fires and the observing view re-renders each time.
import SwiftUI

final class Playlist: ObservableObject {
    @Published var songs = ["a", "b"]
}

struct PlaylistView: View {
    @StateObject private var playlist = Playlist()
    var body: some View {
        let _ = print("songs \(playlist.songs)")
        Button("Rename") { playlist.songs[0] = "z" }
        Button("Append") { playlist.songs.append("c") }
        Button("Sort") { playlist.songs.sort() }
    }
}

:mount PlaylistView()
:tap "Rename"
:tap "Append"
:tap "Sort"
// expect: songs ["a", "b"]
// expect: songs ["z", "b"]
// expect: songs ["z", "b", "c"]
// expect: songs ["b", "c", "z"]
