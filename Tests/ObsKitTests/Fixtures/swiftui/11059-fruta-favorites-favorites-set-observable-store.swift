// Apple sample style (Fruta favorites): a favorites set in an @Observable store shared by two tabs through .environment; a toggle in one tab updates the other tab's body when it is shown again (rules §14.4, §15.8, §8.3)
import SwiftUI

@Observable
final class FrutaModel {
    var favorites: Set<String> = []
    let smoothies = ["Berry Blue", "Lemonberry", "Papa's Tropical"]
    init() { print("FrutaModel init") }
    func toggle(_ name: String) {
        if favorites.contains(name) { favorites.remove(name) } else { favorites.insert(name) }
    }
}

struct MenuTab: View {
    @Environment(FrutaModel.self) private var model
    var body: some View {
        let _ = print("MenuTab body")
        List(model.smoothies, id: \.self) { name in
            Button(name) {
                model.toggle(name)
                print("toggled \(name)")
            }
        }
    }
}

struct FavoritesTab: View {
    @Environment(FrutaModel.self) private var model
    var body: some View {
        let _ = print("FavoritesTab body \(model.favorites.sorted())")
        if model.favorites.isEmpty {
            ContentUnavailableView("No Favorites", systemImage: "heart")
        } else {
            List(model.favorites.sorted(), id: \.self) { Text($0) }
                .safeAreaInset(edge: .bottom) {
                    Button("Clear All") { model.favorites.removeAll() }
                }
        }
    }
}

struct ContentView: View {
    @State private var model = FrutaModel()
    var body: some View {
        TabView {
            Tab("Menu", systemImage: "list.bullet") {
                MenuTab()
            }
            Tab("Favorites", systemImage: "heart") {
                FavoritesTab()
            }
        }
        .environment(model)
    }
}

:mount ContentView()
// expect: FrutaModel init
// expect: MenuTab body
:tap "Lemonberry"
// expect: toggled Lemonberry
:tab "Favorites"
// expect: FavoritesTab body ["Lemonberry"]
:tap "Clear All"
// expect: FavoritesTab body []
:tab "Menu"
