// A trails list with a favorites summary computed in the view: `store.trails.filter { $0.isFavorite }` in a computed
// property the body uses. The Observation articles' point that reading through a computed property or a closure during
// `body` still counts as the body's read.
// What SwiftUI does: the filter runs during the body and reads every trail's `isFavorite`, so the screen depends on
// all of them (rules §8.3, §8.4: non-escaping closures called in the body are the body's reads). Starring a trail runs
// the screen, then that trail's row, whose button label read the flag; the other row gets the same reference and
// stays quiet (rules §2.3, §2.6, §2.8).
// Sources: rules §2.3, §2.6, §2.8, §8.3, §8.4, §15.1;
// https://developer.apple.com/videos/play/wwdc2023/10149/
import SwiftUI

@Observable
final class Trail: Identifiable {
    let id: Int
    let name: String
    var isFavorite = false

    init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}

@Observable
final class TrailStore {
    var trails = [Trail(id: 1, name: "Ridge"), Trail(id: 2, name: "Canyon")]
}

struct TrailRow: View {
    let trail: Trail

    var body: some View {
        let _ = print("TrailRow body: \(trail.name)")
        HStack {
            Text(trail.name)
            Button(trail.isFavorite ? "Unstar \(trail.name)" : "Star \(trail.name)") {
                trail.isFavorite.toggle()
            }
        }
    }
}

struct TrailsScreen: View {
    @State private var store = TrailStore()

    private var favorites: [Trail] {
        store.trails.filter { $0.isFavorite }
    }

    var body: some View {
        let _ = print("TrailsScreen body: \(favorites.count) favorites")
        VStack {
            Text("Favorites: \(favorites.map(\.name).joined(separator: ", "))")
            ForEach(store.trails) { trail in
                TrailRow(trail: trail)
            }
        }
    }
}

:mount TrailsScreen()
// expect: TrailsScreen body: 0 favorites
// expect: TrailRow body: Ridge
// expect: TrailRow body: Canyon
:tap "Star Canyon"
// expect: TrailsScreen body: 1 favorites
// expect: TrailRow body: Canyon
:tap "Star Ridge"
// expect: TrailsScreen body: 2 favorites
// expect: TrailRow body: Ridge
:tap "Unstar Canyon"
// expect: TrailsScreen body: 1 favorites
// expect: TrailRow body: Canyon
