// Playlists with `NavigationLink(title) { Destination() }`: the destination's struct is made with the link, in the
// list's body, long before anyone taps (the "why is my detail view's init called for every row" question; own code).
// What SwiftUI does: the destination builder is not escaping: `NavigationLink(destination:)` builds the destination's
// struct in the parent's body, at every render (rules §14.3, §2.6). The destination's @StateObject is only a stored
// closure at that point (rules §4.1): its model is made right before the first body, at the push (rules §4.2), and
// released when the pop destroys the node (rules §14.3, §1.4). The push itself runs no body of the list.
// Sources: rules §1.4, §2.6, §4.1, §4.2, §14.3; https://developer.apple.com/documentation/swiftui/navigationlink,
// https://developer.apple.com/documentation/swiftui/stateobject
import SwiftUI

final class PlaylistLoader: ObservableObject {
    let name: String

    init(name: String) {
        self.name = name
        print("PlaylistLoader init \(name)")
    }

    deinit { print("PlaylistLoader deinit \(name)") }
}

struct PlaylistDetail: View {
    let name: String
    @StateObject private var loader: PlaylistLoader

    init(name: String) {
        self.name = name
        _loader = StateObject(wrappedValue: PlaylistLoader(name: name))
        print("PlaylistDetail init \(name)")
    }

    var body: some View {
        let _ = print("PlaylistDetail body \(loader.name)")
        Text(name)
    }
}

struct PlaylistsView: View {
    @State private var refreshCount = 0

    var body: some View {
        let _ = print("PlaylistsView body \(refreshCount)")
        NavigationStack {
            List {
                NavigationLink("Focus") {
                    PlaylistDetail(name: "Focus")
                }
                NavigationLink("Workout") {
                    PlaylistDetail(name: "Workout")
                }
                Button("Refresh") { refreshCount += 1 }
            }
        }
    }
}

:mount PlaylistsView()
// expect: PlaylistsView body 0
// expect: PlaylistDetail init Focus
// expect: PlaylistDetail init Workout
:tap "Refresh"
// expect: PlaylistsView body 1
// expect: PlaylistDetail init Focus
// expect: PlaylistDetail init Workout
:tap "Focus"
// expect: PlaylistLoader init Focus
// expect: PlaylistDetail body Focus
:back
// expect: PlaylistLoader deinit Focus
