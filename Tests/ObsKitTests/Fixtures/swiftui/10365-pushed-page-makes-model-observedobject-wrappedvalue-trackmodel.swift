// cookbook style, a pitfall on purpose: the pushed page makes its model with ObservedObject(wrappedValue: TrackModel(id:)) in its init, so every render of the root (here: a favorite added from the page, which the root shows) runs the destination closure again, makes a new model, drops the old one and resets the play count (rules §5.3, §2.6, §3.5, §14.3)
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
    @ObservedObject var model: TrackModel
    let library: Library

    init(id: Int, library: Library) {
        _model = ObservedObject(wrappedValue: TrackModel(id: id))
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
// expect: TrackModel init 5
// expect: TrackModel deinit 5
// expect: TrackPage body: 5 plays=0
:tap "Play"
// expect: TrackPage body: 5 plays=1
:back
// expect: TrackModel deinit 5
