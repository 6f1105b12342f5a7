// everyday app screens style: a podcast browser with search and a "Favorites only" toggle over an @Observable library; rows hold the library as a let and their podcast value; Self._printChanges() shows the browser's causes (_query, _favoritesOnly, @dependencies when a row's button changes the library) and rows running only when they are new or their podcast changed (rules §12, §8.3, §2.3, §1.2)
import SwiftUI

struct Podcast: Identifiable, Equatable {
    let id: Int
    let title: String
    var isFavorite: Bool
}

@Observable
final class PodcastLibrary {
    var podcasts = [
        Podcast(id: 1, title: "Swift Talk", isFavorite: false),
        Podcast(id: 2, title: "Stacktrace", isFavorite: true),
        Podcast(id: 3, title: "Under the Radar", isFavorite: false),
    ]

    func toggle(_ id: Int) {
        if let index = podcasts.firstIndex(where: { $0.id == id }) {
            podcasts[index].isFavorite.toggle()
        }
    }
}

struct PodcastRow: View {
    let podcast: Podcast
    let library: PodcastLibrary

    var body: some View {
        let _ = Self._printChanges()
        HStack {
            Text(podcast.title)
            Button(podcast.isFavorite ? "Unfavorite \(podcast.title)" : "Favorite \(podcast.title)") {
                library.toggle(podcast.id)
            }
        }
    }
}

struct PodcastBrowser: View {
    @State private var library = PodcastLibrary()
    @State private var query = ""
    @State private var favoritesOnly = false

    private var visible: [Podcast] {
        library.podcasts.filter { podcast in
            (!favoritesOnly || podcast.isFavorite)
                && (query.isEmpty || podcast.title.lowercased().contains(query.lowercased()))
        }
    }

    var body: some View {
        let _ = Self._printChanges()
        NavigationStack {
            List {
                Toggle("Favorites only", isOn: $favoritesOnly)
                ForEach(visible) { podcast in
                    PodcastRow(podcast: podcast, library: library)
                }
            }
            .searchable(text: $query)
        }
    }
}

:mount PodcastBrowser()
// expect: PodcastBrowser: @self, @identity, _library, _query, _favoritesOnly changed.
// expect: PodcastRow: @self changed.
// expect: PodcastRow: @self changed.
// expect: PodcastRow: @self changed.
:search "s"
// expect: PodcastBrowser: _query changed.
:toggle "Favorites only"
// expect: PodcastBrowser: _favoritesOnly changed.
:tap "Unfavorite Stacktrace"
// expect: PodcastBrowser: @dependencies changed.
:toggle "Favorites only"
// expect: PodcastBrowser: _favoritesOnly changed.
// expect: PodcastRow: @self changed.
// expect: PodcastRow: @self changed.
:tap "Favorite Swift Talk"
// expect: PodcastBrowser: @dependencies changed.
// expect: PodcastRow: @self changed.
