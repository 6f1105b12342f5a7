// cookbook style: the fix of 10365: the pushed page owns its model with StateObject(wrappedValue:) in its init; a root render still runs the destination closure and the page's body (its StateObject closure captures id, so the value differs), but the model is made once per push and the play count survives; it goes with the pop (rules §4.1, §4.3, §2.5, §1.4)
import SwiftUI

@Observable
final class Library {
    var favorites: [Int] = []
}

final class TrackModel: ObservableObject {
    let id: Int
    @Published var plays = 0

    init(id: Int) {
        self.id = id
        print("TrackModel init \(id)")
    }
    deinit { print("TrackModel deinit \(id)") }
}

struct TrackPage: View {
    @StateObject private var model: TrackModel
    let library: Library

    init(id: Int, library: Library) {
        _model = StateObject(wrappedValue: TrackModel(id: id))
        self.library = library
    }

    var body: some View {
        let _ = print("TrackPage body: \(model.id) plays=\(model.plays)")
        VStack {
            Button("Play") { model.plays += 1 }
            Button("Favorite") { library.favorites.append(model.id) }
        }
    }
}

struct TracksRoot: View {
    @State private var library = Library()

    var body: some View {
        let _ = print("TracksRoot body: \(library.favorites.count) favorites")
        NavigationStack {
            NavigationLink("Track 5", value: 5)
                .navigationDestination(for: Int.self) { id in
                    TrackPage(id: id, library: library)
                }
        }
    }
}

:mount TracksRoot()
// expect: TracksRoot body: 0 favorites
:tap "Track 5"
// expect: TrackModel init 5
// expect: TrackPage body: 5 plays=0
:tap "Play"
// expect: TrackPage body: 5 plays=1
:tap "Play"
// expect: TrackPage body: 5 plays=2
:tap "Favorite"
// expect: TracksRoot body: 1 favorites
// expect: TrackPage body: 5 plays=2
:tap "Play"
// expect: TrackPage body: 5 plays=3
:back
// expect: TrackModel deinit 5
:tap "Track 5"
// expect: TrackModel init 5
// expect: TrackPage body: 5 plays=0
