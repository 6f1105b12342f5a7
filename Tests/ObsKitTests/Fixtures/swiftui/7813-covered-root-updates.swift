// Navigation in apps: a hiking app (Landmarks style, own code) where a pushed detail toggles a favorite in a shared @Observable store.
// The list's body read `store.trails`, and a covered view is still alive, so the toggle runs the covered list's body too
// (rules §8.3, §14.3); the detail made `$store.trails[...]` through a local @Bindable, which reads `trails`, so it runs as
// well (rules §8.5, §15.1), parent before child (rules §2.8, §10.1). The pop itself changes nothing either body read.
import SwiftUI

struct Trail: Identifiable, Hashable {
    let id: Int
    let name: String
    var isFavorite = false
}

@Observable final class TrailStore {
    var trails = [Trail(id: 1, name: "Half Dome"), Trail(id: 2, name: "Angels Landing")]
}

struct TrailDetail: View {
    let store: TrailStore
    let id: Int

    var body: some View {
        @Bindable var store = store
        if let index = store.trails.firstIndex(where: { $0.id == id }) {
            let _ = print("TrailDetail body, favorite \(store.trails[index].isFavorite)")
            Toggle("Favorite", isOn: $store.trails[index].isFavorite)
                .navigationTitle(store.trails[index].name)
        }
    }
}

struct TrailList: View {
    @State private var store = TrailStore()

    var body: some View {
        let _ = print("TrailList body, \(store.trails.filter(\.isFavorite).count) favorites")
        NavigationStack {
            List(store.trails) { trail in
                NavigationLink(trail.name, value: trail.id)
            }
            .navigationDestination(for: Int.self) { id in
                TrailDetail(store: store, id: id)
            }
        }
    }
}

:mount TrailList()
// expect: TrailList body, 0 favorites
:tap "Half Dome"
// expect: TrailDetail body, favorite false
:toggle "Favorite"
// expect: TrailList body, 1 favorites
// expect: TrailDetail body, favorite true
:back
:tap "Angels Landing"
// expect: TrailDetail body, favorite false
