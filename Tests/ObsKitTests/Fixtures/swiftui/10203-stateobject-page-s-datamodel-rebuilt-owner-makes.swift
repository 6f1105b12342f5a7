// Apple docs style: the StateObject page's DataModel, rebuilt: the owner makes the model with @StateObject and passes it down with environmentObject; a toggle bound through $model.isShuffled runs both views, owner first (rules §4.2, §4.4, §14.1, §12)
import SwiftUI

final class Playlist: ObservableObject {
    @Published var title = "Road Trip"
    @Published var isShuffled = false

    init() { print("Playlist init") }
    deinit { print("Playlist deinit") }
}

struct ShuffleRow: View {
    @EnvironmentObject var playlist: Playlist

    var body: some View {
        let _ = Self._printChanges()
        Toggle("Shuffle", isOn: $playlist.isShuffled)
    }
}

struct PlaylistView: View {
    @StateObject private var playlist = Playlist()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text(playlist.title)
            ShuffleRow()
                .environmentObject(playlist)
        }
    }
}

:mount PlaylistView()
// expect: Playlist init
// expect: PlaylistView: @self, @identity, _playlist changed.
// expect: ShuffleRow: @self, @identity, _playlist changed.
:toggle "Shuffle"
// expect: PlaylistView: _playlist changed.
// expect: ShuffleRow: _playlist changed.
:unmount
// expect: Playlist deinit
