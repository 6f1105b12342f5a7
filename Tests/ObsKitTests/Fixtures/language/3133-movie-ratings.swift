// App code style: movie catalog with flatMap over genres, Set of tags, and sorted(by:) with tie-breakers
struct Movie {
    let title: String
    let year: Int
    let rating: Double
    let genres: [String]
}

let movies = [
    Movie(title: "Arrival", year: 2016, rating: 7.9, genres: ["sci-fi", "drama"]),
    Movie(title: "Heat", year: 1995, rating: 8.3, genres: ["crime", "drama"]),
    Movie(title: "Alien", year: 1979, rating: 8.5, genres: ["sci-fi", "horror"]),
    Movie(title: "Up", year: 2009, rating: 8.3, genres: ["animation", "adventure"]),
    Movie(title: "Drive", year: 2011, rating: 7.8, genres: ["crime", "drama"]),
]

let allGenres = movies.flatMap(\.genres)
print("Genre mentions: \(allGenres.count)")
print("Distinct genres: \(Set(allGenres).sorted().joined(separator: ", "))")

let genreCounts = allGenres.reduce(into: [:]) { counts, genre in counts[genre, default: 0] += 1 }
let top = genreCounts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(3)
for (genre, count) in top {
    print("  \(genre): \(count)")
}

let ranked = movies.sorted { lhs, rhs in
    if lhs.rating != rhs.rating { return lhs.rating > rhs.rating }
    return lhs.year < rhs.year
}
for (rank, movie) in ranked.enumerated() {
    print("\(rank + 1). \(movie.title) (\(movie.year)) \(movie.rating)")
}

let decades = Dictionary(grouping: movies) { $0.year / 10 * 10 }
print(decades.keys.sorted().map { "\($0)s:\(decades[$0]!.count)" }.joined(separator: " "))
let scifiDrama = Set(movies.filter { $0.genres.contains("sci-fi") }.map(\.title))
    .intersection(movies.filter { $0.genres.contains("drama") }.map(\.title))
print("Sci-fi dramas: \(scifiDrama.sorted())")
// expect: Genre mentions: 10
// expect: Distinct genres: adventure, animation, crime, drama, horror, sci-fi
// expect:   drama: 3
// expect:   crime: 2
// expect:   sci-fi: 2
// expect: 1. Alien (1979) 8.5
// expect: 2. Heat (1995) 8.3
// expect: 3. Up (2009) 8.3
// expect: 4. Arrival (2016) 7.9
// expect: 5. Drive (2011) 7.8
// expect: 1970s:1 1990s:1 2000s:1 2010s:2
// expect: Sci-fi dramas: ["Arrival"]
