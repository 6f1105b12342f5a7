// The app entry point as pre-iOS-17 templates grew it: `@main struct RecipesApp: App` owns a `@StateObject` store and
// injects it into its `WindowGroup` with `.environmentObject(favorites)`; a summary and each recipe row read it with
// `@EnvironmentObject`, and the home screen between them does not.
// What SwiftUI does: the App's init runs, then its `@StateObject` is made, then the window's content is shown (rules
// §15.16, §4.2). A change of the store runs the body of every view that declares it (rules §14.1, ObsREPL's choice:
// the box subscribes at update), parent before child (rules §2.8). The home screen has no fields: its new value is
// equal and its body is skipped (rules §2.1, §2.7); the rows' `name`s are equal too, but their own boxes make them
// run.
// Sources: rules §2.1, §2.7, §2.8, §4.2, §14.1, §15.16; https://developer.apple.com/documentation/swiftui/app
// https://developer.apple.com/documentation/swiftui/view/environmentobject(_:)
// (swiftc -parse needs -parse-as-library for this file: it has @main)
import SwiftUI
import Combine

final class FavoritesStore: ObservableObject {
    @Published private(set) var names: [String] = []

    init() { print("FavoritesStore init") }

    func toggle(_ name: String) {
        if let index = names.firstIndex(of: name) {
            names.remove(at: index)
            print("unstarred \(name)")
        } else {
            names.append(name)
            print("starred \(name)")
        }
    }
}

@main
struct RecipesApp: App {
    @StateObject private var favorites = FavoritesStore()

    init() { print("RecipesApp init") }

    var body: some Scene {
        WindowGroup {
            HomeScreen()
                .environmentObject(favorites)
        }
    }
}

struct HomeScreen: View {
    var body: some View {
        let _ = print("HomeScreen body")
        VStack {
            FavoritesSummary()
            RecipeRow(name: "Pancakes")
            RecipeRow(name: "Ramen")
        }
    }
}

struct FavoritesSummary: View {
    @EnvironmentObject var favorites: FavoritesStore

    var body: some View {
        let _ = print("FavoritesSummary body: \(favorites.names.count) starred")
        Text("\(favorites.names.count) favorites")
    }
}

struct RecipeRow: View {
    let name: String
    @EnvironmentObject var favorites: FavoritesStore

    var body: some View {
        let isFavorite = favorites.names.contains(name)
        let _ = print("RecipeRow body: \(name), starred \(isFavorite)")
        Button(isFavorite ? "Unstar \(name)" : "Star \(name)") {
            favorites.toggle(name)
        }
    }
}

:mount RecipesApp()
// expect: RecipesApp init
// expect: FavoritesStore init
// expect: HomeScreen body
// expect: FavoritesSummary body: 0 starred
// expect: RecipeRow body: Pancakes, starred false
// expect: RecipeRow body: Ramen, starred false
:tap "Star Pancakes"
// expect: starred Pancakes
// expect: FavoritesSummary body: 1 starred
// expect: RecipeRow body: Pancakes, starred true
// expect: RecipeRow body: Ramen, starred false
:tap "Unstar Pancakes"
// expect: unstarred Pancakes
// expect: FavoritesSummary body: 0 starred
// expect: RecipeRow body: Pancakes, starred false
// expect: RecipeRow body: Ramen, starred false
