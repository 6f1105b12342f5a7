// App model layer: a movie watchlist with genres as OptionSet, ratings and sort/filter options
struct Genre: OptionSet, Hashable {
    let rawValue: Int
    static let action = Genre(rawValue: 1 << 0)
    static let comedy = Genre(rawValue: 1 << 1)
    static let drama = Genre(rawValue: 1 << 2)
    static let scifi = Genre(rawValue: 1 << 3)
    static let names: [(Genre, String)] = [(.action, "action"), (.comedy, "comedy"), (.drama, "drama"), (.scifi, "sci-fi")]
    var labels: [String] { Genre.names.filter { contains($0.0) }.map(\.1) }
}

struct Movie {
    let title: String
    let year: Int
    let genres: Genre
    var rating: Int?   // 1...5, nil = not watched
    let runtime: Int
}

enum SortOption: CaseIterable { case title, year, rating, runtime }

struct Watchlist {
    var movies: [Movie]

    func list(genre: Genre? = nil, watched: Bool? = nil, sort: SortOption) -> [Movie] {
        movies
            .filter { genre == nil || !$0.genres.isDisjoint(with: genre!) }
            .filter { watched == nil || ($0.rating != nil) == watched! }
            .sorted {
                switch sort {
                case .title: return $0.title < $1.title
                case .year: return $0.year > $1.year
                case .rating: return ($0.rating ?? 0, $1.title) > ($1.rating ?? 0, $0.title)
                case .runtime: return $0.runtime < $1.runtime
                }
            }
    }

    mutating func rate(_ title: String, _ stars: Int) {
        guard let i = movies.firstIndex(where: { $0.title == title }) else { return }
        movies[i].rating = min(max(stars, 1), 5)
    }

    var averageRating: Double? {
        let rated = movies.compactMap(\.rating)
        return rated.isEmpty ? nil : Double(rated.reduce(0, +)) / Double(rated.count)
    }
}

var watchlist = Watchlist(movies: [
    Movie(title: "Arrival", year: 2016, genres: [.scifi, .drama], rating: 5, runtime: 116),
    Movie(title: "Heat", year: 1995, genres: [.action, .drama], rating: nil, runtime: 170),
    Movie(title: "Airplane!", year: 1980, genres: .comedy, rating: 4, runtime: 88),
    Movie(title: "Dune", year: 2021, genres: [.scifi, .action], rating: nil, runtime: 155),
    Movie(title: "Clue", year: 1985, genres: .comedy, rating: 4, runtime: 94),
])
print(watchlist.list(sort: .rating).map(\.title))
print(watchlist.list(genre: .drama, sort: .year).map { "\($0.title) (\($0.year))" })
print(watchlist.list(genre: [.action, .comedy], watched: false, sort: .runtime).map(\.title))
watchlist.rate("Dune", 9)
watchlist.rate("Heat", 3)
print("unwatched: \(watchlist.list(watched: false, sort: .title).count)")
print("average: \(watchlist.averageRating!)")
for movie in watchlist.list(sort: .title).prefix(3) {
    print("\(movie.title): \(movie.genres.labels.joined(separator: "/")) \(String(repeating: "★", count: movie.rating ?? 0))")
}

// expect: ["Arrival", "Airplane!", "Clue", "Dune", "Heat"]
// expect: ["Arrival (2016)", "Heat (1995)"]
// expect: ["Dune", "Heat"]
// expect: unwatched: 0
// expect: average: 4.2
// expect: Airplane!: comedy ★★★★
// expect: Arrival: drama/sci-fi ★★★★★
// expect: Clue: comedy ★★★★
