// A movie list and a pushed detail screen sharing a watchlist through `@EnvironmentObject`: the root owns it as
// `@StateObject` and injects it around the `NavigationStack`; rows are `NavigationLink(value:)` with a
// `navigationDestination(for:)`.
// What SwiftUI does: the detail is built when it is pushed (rules §14.3) and inherits the environment object. A change
// made on the detail screen invalidates every view that observes the store: the root (its `@StateObject`, rules §4.4),
// the covered list and the detail (their `@EnvironmentObject` boxes, rules §14.1), parent first (rules §2.8). The
// covered list is still alive under the pushed screen (rules §14.3: a push hides it, a pop brings it back), so it is
// up to date when the user goes back; popping destroys the detail (rules §14.3) and runs no body.
// Sources: rules §2.8, §4.4, §14.1, §14.3, §15.12; https://developer.apple.com/documentation/swiftui/environmentobject
// https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:)
import SwiftUI
import Combine

final class WatchlistStore: ObservableObject {
    @Published private(set) var watched: Set<String> = []

    func toggle(_ title: String) {
        if watched.contains(title) {
            watched.remove(title)
            print("watchlist: removed \(title)")
        } else {
            watched.insert(title)
            print("watchlist: added \(title)")
        }
    }
}

struct MovieListScreen: View {
    @EnvironmentObject var store: WatchlistStore
    let movies = ["Alien", "Heat"]

    var body: some View {
        let _ = print("MovieListScreen body: \(store.watched.count) watched")
        List(movies, id: \.self) { movie in
            NavigationLink(movie, value: movie)
        }
        .navigationTitle("Movies")
        .navigationDestination(for: String.self) { movie in
            MovieDetailScreen(title: movie)
        }
    }
}

struct MovieDetailScreen: View {
    let title: String
    @EnvironmentObject var store: WatchlistStore

    var body: some View {
        let isWatched = store.watched.contains(title)
        let _ = print("MovieDetailScreen body: \(title), on watchlist \(isWatched)")
        Button(isWatched ? "Remove from watchlist" : "Add to watchlist") {
            store.toggle(title)
        }
    }
}

struct MoviesRoot: View {
    @StateObject private var store = WatchlistStore()

    var body: some View {
        let _ = print("MoviesRoot body")
        NavigationStack {
            MovieListScreen()
        }
        .environmentObject(store)
    }
}

:mount MoviesRoot()
// expect: MoviesRoot body
// expect: MovieListScreen body: 0 watched
:tap "Alien"
// expect: MovieDetailScreen body: Alien, on watchlist false
:tap "Add to watchlist"
// expect: watchlist: added Alien
// expect: MoviesRoot body
// expect: MovieListScreen body: 1 watched
// expect: MovieDetailScreen body: Alien, on watchlist true
:back
:tap "Heat"
// expect: MovieDetailScreen body: Heat, on watchlist false
:tap "Add to watchlist"
// expect: watchlist: added Heat
// expect: MoviesRoot body
// expect: MovieListScreen body: 2 watched
// expect: MovieDetailScreen body: Heat, on watchlist true
