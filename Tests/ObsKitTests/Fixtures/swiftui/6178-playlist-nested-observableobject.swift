// Nested ObservableObjects: a Playlist with `@Published var tracks: [Track]` where each Track is itself an
// ObservableObject class with `@Published var isLiked`. The rows observe their track; the screen shows a
// count computed from the tracks (the classic "nested ObservableObject doesn't update" question).
// Expected: liking a track re-runs only its row: the array holds the same references, so the playlist
// publishes nothing and the screen's count is stale until the array itself changes (rules §6.5, §5.1).
// Adding a track re-runs the screen; old rows are equal (same object, rules §2.5) and skip their bodies.
// First runs list the dynamic properties (rules §12.2).
import SwiftUI
import Combine

final class Track: ObservableObject, Identifiable {
    let id: Int
    let title: String
    @Published var isLiked = false

    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

final class Playlist: ObservableObject {
    @Published var tracks = [Track(id: 1, title: "Sunrise"), Track(id: 2, title: "Drift")]

    var likedCount: Int { tracks.filter(\.isLiked).count }
}

struct TrackRow: View {
    @ObservedObject var track: Track

    var body: some View {
        let _ = Self._printChanges()
        Button("\(track.isLiked ? "Unlike" : "Like") \(track.title)") {
            track.isLiked.toggle()
        }
    }
}

struct PlaylistScreen: View {
    @StateObject private var playlist = Playlist()

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("liked:", playlist.likedCount)
        VStack {
            ForEach(playlist.tracks) { track in
                TrackRow(track: track)
            }
            Button("Add track") {
                playlist.tracks.append(Track(id: 3, title: "Echo"))
            }
        }
    }
}

:mount PlaylistScreen()
:tap "Like Drift"
:tap "Add track"

// expect: PlaylistScreen: @self, @identity, _playlist changed.
// expect: liked: 0
// expect: TrackRow: @self, @identity, _track changed.
// expect: TrackRow: @self, @identity, _track changed.
// expect: TrackRow: _track changed.
// expect: PlaylistScreen: _playlist changed.
// expect: liked: 1
// expect: TrackRow: @self, @identity, _track changed.
