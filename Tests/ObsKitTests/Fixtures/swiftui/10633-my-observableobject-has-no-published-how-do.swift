// Stack Overflow style: "my ObservableObject has no @Published, how do I update the view?" (pitfall part: appending to a plain var publishes nothing; fix part: call objectWillChange.send() before the change; a send with no change still runs the observing body, since nothing compares) (rules §6.1, §6.2, §6.3, §4.4, §10.1)
import SwiftUI
import Combine

final class Playlist: ObservableObject {
    var songs: [String] = []

    func addSilently(_ song: String) {
        songs.append(song)
    }

    func add(_ song: String) {
        objectWillChange.send()
        songs.append(song)
    }

    func poke() {
        objectWillChange.send()
    }
}

struct PlaylistView: View {
    @StateObject private var playlist = Playlist()

    var body: some View {
        let _ = print("PlaylistView body: \(playlist.songs)")
        VStack {
            Button("Add silently") { playlist.addSilently("Intro") }
            Button("Add") { playlist.add("Verse") }
            Button("Poke") { playlist.poke() }
            Button("Add twice") {
                playlist.add("Chorus")
                playlist.add("Bridge")
            }
        }
    }
}

:mount PlaylistView()
// expect: PlaylistView body: []
// --- pitfall part
:tap "Add silently"
// --- fix part
:tap "Add"
// expect: PlaylistView body: ["Intro", "Verse"]
:tap "Poke"
// expect: PlaylistView body: ["Intro", "Verse"]
:tap "Add twice"
// expect: PlaylistView body: ["Intro", "Verse", "Chorus", "Bridge"]
