// The way to make a child that stores an injected model in `@StateObject` follow a new model: give it an
// identity that changes with the choice, `.id(choice)`. The new id is a new node, whose box runs the new
// autoclosure (the second model); the old node is destroyed and its subscription to the first model,
// which lives on outside, is cancelled: the first model's changes re-run nothing, the second's re-run
// the child.
// Basis: rules §1 (`.id` change resets all state of the subtree; destroying a node cancels its
// subscriptions), rules §4 ("use .id(x) to recreate"), rules §6.
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
            .id(useRock)
    }
}

:mount Radio()
:tap "Swap"
print("-- add jazz")
:tap "Add jazz"
print("-- add rock")
:tap "Add rock"

// expect: Playlist init jazz
// expect: Playlist init rock
// expect: Radio body, passing jazz
// expect: NowPlaying shows jazz 0
// expect: Radio body, passing rock
// expect: NowPlaying shows rock 0
// expect: -- add jazz
// expect: -- add rock
// expect: NowPlaying shows rock 1
