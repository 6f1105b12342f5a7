// Migration guide, "after" picture: the playlist screen of 7072 moved to the Observation framework. The store is an
// @Observable class, the screen keeps it in @State, and the two small views take it as a plain `let` (no wrapper is
// needed to observe an @Observable object).
// What SwiftUI does: each body run records which properties it read, and only a change to one of them invalidates
// that view (rules §8.3, Apple "migrating": "SwiftUI updates a view only when an observable property that the
// view's body reads changes"). The screen reads neither property, so it never runs again; adding a track runs only
// TrackCounter, renaming only PlaylistTitle. Assigning the title it already has notifies nobody (rules §8.1). The
// model is made when the screen struct is built, before its first body (rules §3.1).
// Sources: rules §2.3, §3.1, §3.7, §8.1, §8.3;
// https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro
// https://developer.apple.com/videos/play/wwdc2023/10149/
import SwiftUI

@Observable
final class PlaylistModel {
    var title = "Road Trip"
    var trackCount = 3

    init() {
        print("PlaylistModel init")
    }
}

struct PlaylistTitle: View {
    let playlist: PlaylistModel

    var body: some View {
        let _ = print("PlaylistTitle body: \(playlist.title)")
        Text(playlist.title)
            .font(.title)
    }
}

struct TrackCounter: View {
    var playlist: PlaylistModel

    var body: some View {
        let _ = print("TrackCounter body: \(playlist.trackCount)")
        Text("\(playlist.trackCount) tracks")
            .foregroundStyle(.secondary)
    }
}

struct PlaylistScreen: View {
    @State private var playlist = PlaylistModel()

    var body: some View {
        let _ = print("PlaylistScreen body")
        VStack(spacing: 12) {
            PlaylistTitle(playlist: playlist)
            TrackCounter(playlist: playlist)
            Button("Add track") {
                playlist.trackCount += 1
            }
            Button("Rename") {
                playlist.title = "Night Drive"
            }
        }
    }
}

:mount PlaylistScreen()
// expect: PlaylistModel init
// expect: PlaylistScreen body
// expect: PlaylistTitle body: Road Trip
// expect: TrackCounter body: 3
:tap "Add track"
// expect: TrackCounter body: 4
:tap "Rename"
// expect: PlaylistTitle body: Night Drive
:tap "Rename"
