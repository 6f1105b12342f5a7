// The same playlists with `NavigationLink(title, value:)` and `navigationDestination(for:)`, the iOS 16 answer to
// "my destinations are all created up front" (own code).
// What SwiftUI does: a value link carries only the value; `navigationDestination(for:)` is an escaping builder that
// runs at the push (rules §14.3, §2.6). So the list's renders make no destination at all; the push makes the detail's
// struct, then its @StateObject's model right before its first body (rules §4.1, §4.2); the pop destroys the node and
// releases the model (rules §1.4). Pushing again builds everything anew.
// Sources: rules §1.4, §2.6, §4.1, §4.2, §14.3, §15.12;
// https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:)
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

struct PlaylistsByValue: View {
    @State private var refreshCount = 0

    var body: some View {
        let _ = print("PlaylistsByValue body \(refreshCount)")
        NavigationStack {
            List {
                NavigationLink("Focus", value: "Focus")
                NavigationLink("Workout", value: "Workout")
                Button("Refresh") { refreshCount += 1 }
            }
            .navigationDestination(for: String.self) { name in
                PlaylistDetail(name: name)
            }
        }
    }
}

:mount PlaylistsByValue()
// expect: PlaylistsByValue body 0
:tap "Refresh"
// expect: PlaylistsByValue body 1
:tap "Workout"
// expect: PlaylistDetail init Workout
// expect: PlaylistLoader init Workout
// expect: PlaylistDetail body Workout
:back
// expect: PlaylistLoader deinit Workout
:tap "Workout"
// expect: PlaylistDetail init Workout
// expect: PlaylistLoader init Workout
// expect: PlaylistDetail body Workout
:back
// expect: PlaylistLoader deinit Workout
