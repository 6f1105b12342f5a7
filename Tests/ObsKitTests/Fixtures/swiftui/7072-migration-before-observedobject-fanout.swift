// Migration guide, "before" picture: a playlist screen written with ObservableObject. The screen owns the store
// with @StateObject and hands it to two small views through @ObservedObject; one shows the title, the other the
// number of tracks.
// What SwiftUI does: an ObservableObject has one objectWillChange publisher, and every view box subscribed to it is
// invalidated by any @Published change, whatever the view read (rules §6.5, Apple "migrating"). The screen's
// @StateObject box subscribes too (rules §4.4), so adding a track runs the screen's body and both children's bodies,
// each once, parents first (rules §2.8, §10.1). @Published has no equality check: setting the title it already has
// publishes again and runs all three bodies again (rules §6.3). The store is made once, right before the screen's
// first body (rules §4.2).
// Sources: rules §2.8, §4.2, §4.4, §5.1, §6.3, §6.5, §10.1;
// https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro
import SwiftUI

final class PlaylistStore: ObservableObject {
    @Published var title = "Road Trip"
    @Published var trackCount = 3

    init() {
        print("PlaylistStore init")
    }
}

struct PlaylistTitle: View {
    @ObservedObject var store: PlaylistStore

    var body: some View {
        let _ = print("PlaylistTitle body: \(store.title)")
        Text(store.title)
            .font(.title)
    }
}

struct TrackCounter: View {
    @ObservedObject var store: PlaylistStore

    var body: some View {
        let _ = print("TrackCounter body: \(store.trackCount)")
        Text("\(store.trackCount) tracks")
            .foregroundStyle(.secondary)
    }
}

struct PlaylistScreen: View {
    @StateObject private var store = PlaylistStore()

    var body: some View {
        let _ = print("PlaylistScreen body")
        VStack(spacing: 12) {
            PlaylistTitle(store: store)
            TrackCounter(store: store)
            Button("Add track") {
                store.trackCount += 1
            }
            Button("Rename") {
                store.title = "Night Drive"
            }
        }
    }
}

:mount PlaylistScreen()
// expect: PlaylistStore init
// expect: PlaylistScreen body
// expect: PlaylistTitle body: Road Trip
// expect: TrackCounter body: 3
:tap "Add track"
// expect: PlaylistScreen body
// expect: PlaylistTitle body: Road Trip
// expect: TrackCounter body: 4
:tap "Rename"
// expect: PlaylistScreen body
// expect: PlaylistTitle body: Night Drive
// expect: TrackCounter body: 4
:tap "Rename"
// expect: PlaylistScreen body
// expect: PlaylistTitle body: Night Drive
// expect: TrackCounter body: 4
