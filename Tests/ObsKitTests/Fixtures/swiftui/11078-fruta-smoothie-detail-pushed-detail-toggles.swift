// Apple sample style (Fruta smoothie detail): a pushed detail toggles a favorite in the store with a Toggle on a custom Binding and shows a computed summary (rules §9.1, §8.3, §14.3)
import SwiftUI

@Observable
final class FavoritesStore {
    var favorites: Set<String> = ["Kiwi Cutie"]
    init() { print("FavoritesStore init") }
    func isFavorite(_ name: String) -> Bool { favorites.contains(name) }
    func set(_ name: String, favorite: Bool) {
        if favorite { favorites.insert(name) } else { favorites.remove(name) }
    }
    var summary: String { "\(favorites.count) favorite\(favorites.count == 1 ? "" : "s")" }
}

struct SmoothieDetail: View {
    @Environment(FavoritesStore.self) private var store
    let name: String
    var body: some View {
        let _ = print("SmoothieDetail body \(name) \(store.isFavorite(name))")
        Form {
            Toggle("Favorite", isOn: Binding(
                get: { store.isFavorite(name) },
                set: { store.set(name, favorite: $0) }
            ))
            Text(store.summary)
        }
    }
}

struct CountBadge: View {
    @Environment(FavoritesStore.self) private var store
    var body: some View {
        Text(store.summary)
    }
}

struct ContentView: View {
    @State private var store = FavoritesStore()
    var body: some View {
        NavigationStack {
            List {
                CountBadge()
                NavigationLink("Mango Jambo") { SmoothieDetail(name: "Mango Jambo") }
            }
        }
        .environment(store)
    }
}

:mount ContentView()
// expect: FavoritesStore init
:tap "Mango Jambo"
// expect: SmoothieDetail body Mango Jambo false
:toggle "Favorite"
// expect: SmoothieDetail body Mango Jambo true
:back
