// Bootcamp exercise style (closures): sorting and transforming a movie list with sorted(by:), map, filter, reduce and trailing closures
struct Movie {
    let title: String
    let year: Int
    let rating: Double
    let genres: [String]
}

let movies = [
    Movie(title: "Ocean Deep", year: 2019, rating: 7.8, genres: ["Documentary"]),
    Movie(title: "Laser Cats", year: 2021, rating: 6.1, genres: ["Comedy", "Sci-Fi"]),
    Movie(title: "The Long Road", year: 2015, rating: 8.4, genres: ["Drama"]),
    Movie(title: "Midnight Bakery", year: 2021, rating: 7.2, genres: ["Comedy", "Romance"]),
    Movie(title: "Star Harbor", year: 2018, rating: 8.0, genres: ["Sci-Fi", "Drama"])
]

let byRating = movies.sorted(by: { $0.rating > $1.rating })
print(byRating.map { $0.title })

let byYearThenTitle = movies.sorted { lhs, rhs in
    if lhs.year != rhs.year { return lhs.year < rhs.year }
    return lhs.title < rhs.title
}
for m in byYearThenTitle { print("\(m.year) \(m.title)") }

let good = movies.filter { $0.rating >= 7.5 }.map(\.title)
print("Good: \(good)")

let average = movies.reduce(0.0) { $0 + $1.rating } / Double(movies.count)
print("Average rating: \(average)")

let allGenres = movies.flatMap { $0.genres }
print(Set(allGenres).sorted())

let titleLengths = movies.map { ($0.title, $0.title.count) }
for (t, n) in titleLengths where n > 10 { print("\(t) has \(n) characters") }

let years = ["2019", "soon", "2021", "n/a"].compactMap(Int.init)
print(years)

var counter = 0
let increment = { counter += 1 }
increment(); increment(); increment()
print("Counter: \(counter)")

func makeMultiplier(_ factor: Int) -> (Int) -> Int {
    return { value in value * factor }
}
let triple = makeMultiplier(3)
print([1, 2, 3].map(triple))
print(movies.contains { $0.year < 2016 }, movies.allSatisfy { $0.rating > 6 })
print(movies.first(where: { $0.genres.contains("Romance") })?.title ?? "none")

// expect: ["The Long Road", "Star Harbor", "Ocean Deep", "Midnight Bakery", "Laser Cats"]
// expect: 2015 The Long Road
// expect: 2018 Star Harbor
// expect: 2019 Ocean Deep
// expect: 2021 Laser Cats
// expect: 2021 Midnight Bakery
// expect: Good: ["Ocean Deep", "The Long Road", "Star Harbor"]
// expect: Average rating: 7.5
// expect: ["Comedy", "Documentary", "Drama", "Romance", "Sci-Fi"]
// expect: The Long Road has 13 characters
// expect: Midnight Bakery has 15 characters
// expect: Star Harbor has 11 characters
// expect: [2019, 2021]
// expect: Counter: 3
// expect: [3, 6, 9]
// expect: true true
// expect: Midnight Bakery
