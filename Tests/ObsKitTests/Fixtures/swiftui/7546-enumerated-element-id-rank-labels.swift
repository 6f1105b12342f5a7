// Sarunw style: rank numbers next to rows with `ForEach(Array(movies.enumerated()), id: \.element.id)` — the id stays with the movie, the rank is just shown
// What SwiftUI does: the rows are named by each movie's id (rules §1.2), so moves and deletes keep the nodes of
// the movies that stay. The rank is part of each row's value: a row whose rank changed differs and its body runs;
// one whose rank and movie are the same does not (rules §2.7), parents first, rows in tree order (rules §2.8).
// A drag of the fourth movie up to position 2 gives onMove [3] and 2 (rules §15.2, moving up: the destination is
// the final position); deleting the first row gives [0] and shifts every rank below it.
// Sources: rules §1.2, §2.7, §2.8, §15.2; https://developer.apple.com/documentation/swiftui/dynamicviewcontent/onmove(perform:)
import SwiftUI

struct Movie: Identifiable {
    let id: Int
    let title: String
}

struct RankRow: View {
    let rank: Int
    let title: String

    var body: some View {
        let _ = print("RankRow body: \(rank). \(title)")
        Text("\(rank). \(title)")
    }
}

struct TopMoviesView: View {
    @State private var movies = [
        Movie(id: 1, title: "Alien"),
        Movie(id: 2, title: "Brazil"),
        Movie(id: 3, title: "Contact"),
        Movie(id: 4, title: "Drive"),
    ]

    var body: some View {
        let _ = print("TopMoviesView body")
        NavigationStack {
            List {
                ForEach(Array(movies.enumerated()), id: \.element.id) { index, movie in
                    RankRow(rank: index + 1, title: movie.title)
                }
                .onMove { source, destination in
                    print("onMove \(Array(source)) to \(destination)")
                    movies.move(fromOffsets: source, toOffset: destination)
                }
                .onDelete { offsets in
                    print("onDelete \(Array(offsets))")
                    movies.remove(atOffsets: offsets)
                }
            }
            .navigationTitle("Top Movies")
        }
    }
}

:mount TopMoviesView()
// expect: TopMoviesView body
// expect: RankRow body: 1. Alien
// expect: RankRow body: 2. Brazil
// expect: RankRow body: 3. Contact
// expect: RankRow body: 4. Drive
:move "4. Drive" to 2
// expect: onMove [3] to 2
// expect: TopMoviesView body
// expect: RankRow body: 3. Drive
// expect: RankRow body: 4. Contact
:delete "1. Alien"
// expect: onDelete [0]
// expect: TopMoviesView body
// expect: RankRow body: 1. Brazil
// expect: RankRow body: 2. Drive
// expect: RankRow body: 3. Contact
