// Issue 13 (A), a favorites list in the style of Apple's Landmarks tutorial (own code): an @Observable store
// in the environment (`.environment(store)`, `@Environment(TrailStore.self)`), a "Favorites only" toggle
// filtering the list, a detail screen with a local `@Bindable var store = store` in its body, and a
// FavoriteButton taking `$store.trails[index].isFavorite`.
// Expected: the favorite button writes the store; the list (still alive under the pushed detail) and the
// detail both re-run, list first (rules §8, §10); the filter then includes the new favorite.
import SwiftUI

struct Trail: Identifiable, Hashable {
    let id: Int
    let name: String
    var isFavorite = false
}

@Observable
final class TrailStore {
    var trails = [
        Trail(id: 1, name: "Bear Lake"),
        Trail(id: 2, name: "Cedar Falls", isFavorite: true),
        Trail(id: 3, name: "Ridge Loop"),
    ]
}

struct FavoriteButton: View {
    @Binding var isSet: Bool

    var body: some View {
        Button {
            isSet.toggle()
        } label: {
            Label("Toggle Favorite", systemImage: isSet ? "star.fill" : "star")
                .labelStyle(.iconOnly)
        }
    }
}

struct TrailDetail: View {
    @Environment(TrailStore.self) private var store
    let trail: Trail

    var index: Int {
        store.trails.firstIndex(where: { $0.id == trail.id })!
    }

    var body: some View {
        @Bindable var store = store
        let _ = print("detail \(trail.name), favorite: \(store.trails[index].isFavorite)")
        HStack {
            Text(trail.name)
            FavoriteButton(isSet: $store.trails[index].isFavorite)
        }
    }
}

struct TrailList: View {
    @Environment(TrailStore.self) private var store
    @State private var showFavoritesOnly = false

    var filteredTrails: [Trail] {
        store.trails.filter { !showFavoritesOnly || $0.isFavorite }
    }

    var body: some View {
        let _ = print("list:", filteredTrails.map(\.name))
        NavigationStack {
            List {
                Toggle("Favorites only", isOn: $showFavoritesOnly)
                ForEach(filteredTrails) { trail in
                    NavigationLink(trail.name) {
                        TrailDetail(trail: trail)
                    }
                }
            }
            .navigationTitle("Trails")
        }
    }
}

struct TrailsRoot: View {
    @State private var store = TrailStore()

    var body: some View {
        TrailList()
            .environment(store)
    }
}

:mount TrailsRoot()
:toggle "Favorites only"
:toggle "Favorites only"
:tap "Ridge Loop"
:tap "Toggle Favorite"
:back
:toggle "Favorites only"

// expect: list: ["Bear Lake", "Cedar Falls", "Ridge Loop"]
// expect: list: ["Cedar Falls"]
// expect: list: ["Bear Lake", "Cedar Falls", "Ridge Loop"]
// expect: detail Ridge Loop, favorite: false
// expect: list: ["Bear Lake", "Cedar Falls", "Ridge Loop"]
// expect: detail Ridge Loop, favorite: true
// expect: list: ["Cedar Falls", "Ridge Loop"]
