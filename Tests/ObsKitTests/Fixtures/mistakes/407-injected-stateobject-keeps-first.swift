// A child that stores an injected model in `@StateObject` (`_x = StateObject(wrappedValue: x)` in its
// init) uses the model it got when its node was created, for the node's whole life. When the parent
// later passes another model, the child's body re-runs (the stored autoclosure captures the argument, so
// the new child value differs) but still shows the first model; the child keeps observing the first
// model, and changes to the second re-run nothing.
// Basis: rules §4 (the thunk runs once per node; later thunks are ignored; the box subscribes to the
// object it made), rules §2 rule 5 (a capturing StateObject autoclosure makes the child value differ),
// rules §6 (any @Published change re-runs the observing view).
final class Playlist: ObservableObject {
    let title: String
    @Published var tracks = 0
    init(title: String) {
        self.title = title
        print("Playlist init", title)
    }
}

let jazz = Playlist(title: "jazz")
let rock = Playlist(title: "rock")

struct NowPlaying: View {
    @StateObject private var playlist: Playlist
    init(playlist: Playlist) {
        _playlist = StateObject(wrappedValue: playlist)
    }
    var body: some View {
        let _ = print("NowPlaying shows", playlist.title, playlist.tracks)
        Text(playlist.title)
    }
}

struct Radio: View {
    @State private var useRock = false
    var body: some View {
        let _ = print("Radio body, passing", useRock ? "rock" : "jazz")
        Button("Swap") { useRock.toggle() }
        Button("Add jazz") { jazz.tracks += 1 }
        Button("Add rock") { rock.tracks += 1 }
        NowPlaying(playlist: useRock ? rock : jazz)
    }
}

:mount Radio()
:tap "Swap"
print("-- add rock")
:tap "Add rock"
print("-- add jazz")
:tap "Add jazz"

// expect: Playlist init jazz
// expect: Playlist init rock
// expect: Radio body, passing jazz
// expect: NowPlaying shows jazz 0
// expect: Radio body, passing rock
// expect: NowPlaying shows jazz 0
// expect: -- add rock
// expect: -- add jazz
// expect: NowPlaying shows jazz 1
