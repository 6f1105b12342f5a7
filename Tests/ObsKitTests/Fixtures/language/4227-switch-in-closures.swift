// Compiler test style: pattern matching inside closures passed to map, filter, reduce and sorted
enum Item {
    case book(title: String, pages: Int)
    case movie(title: String, minutes: Int)
    case album(title: String, tracks: [Int])
}

let library: [Item] = [
    .book(title: "Dune", pages: 412),
    .movie(title: "Alien", minutes: 117),
    .album(title: "Blue", tracks: [180, 240, 200]),
    .book(title: "Emma", pages: 320),
    .movie(title: "Up", minutes: 96),
    .album(title: "Kid A", tracks: [300, 250]),
    .book(title: "Odd", pages: 90),
]

let titles = library.map { item -> String in
    switch item {
    case .book(let t, _), .movie(let t, _), .album(let t, _): return t
    }
}
print("titles: \(titles.joined(separator: ", "))")

let minutes = library.map { item -> Int in
    switch item {
    case .book(_, let p): return p * 2
    case .movie(_, let m): return m
    case .album(_, let tracks): return tracks.reduce(0, +) / 60
    }
}
print("minutes: \(minutes)")

let longBooks = library.filter {
    if case .book(_, let p) = $0, p > 300 { return true }
    return false
}
print("long books: \(longBooks.count)")

let totalTracks = library.reduce(0) { acc, item in
    guard case .album(_, let tracks) = item else { return acc }
    return acc + tracks.count
}
print("total tracks: \(totalTracks)")

func kindOrder(_ i: Item) -> Int {
    switch i { case .album: return 0; case .book: return 1; case .movie: return 2 }
}
let sorted = library.sorted { a, b in
    switch (kindOrder(a), kindOrder(b)) {
    case let (x, y) where x != y: return x < y
    default:
        return titles[library.firstIndex { titlesEqual($0, a) }!] < titles[library.firstIndex { titlesEqual($0, b) }!]
    }
}
func titlesEqual(_ a: Item, _ b: Item) -> Bool {
    switch (a, b) {
    case let (.book(x, _), .book(y, _)), let (.movie(x, _), .movie(y, _)), let (.album(x, _), .album(y, _)):
        return x == y
    default:
        return false
    }
}
for item in sorted {
    switch item {
    case let .book(t, p): print("book  \(t) (\(p)p)")
    case let .movie(t, m): print("movie \(t) (\(m)m)")
    case let .album(t, tr): print("album \(t) (\(tr.count) tracks)")
    }
}

let classifier: (Int) -> String = { n in
    switch n {
    case ..<100: return "short"
    case 100..<300: return "medium"
    default: return "long"
    }
}
print(minutes.map(classifier).joined(separator: " "))

let compose = { (f: @escaping (Int) -> Int, g: @escaping (Int) -> Int) -> (Int) -> Int in { g(f($0)) } }
let pipeline = compose({ $0 + 1 }, { x in
    switch x % 3 { case 0: return x / 3; case 1: return x * 2; default: return -x }
})
print((0..<9).map(pipeline))
let firstMovie = library.lazy.compactMap { item -> String? in
    if case let .movie(t, m) = item, m < 100 { return t }
    return nil
}.first
print("first short movie: \(firstMovie ?? "none")")

// Expected output:
// expect: titles: Dune, Alien, Blue, Emma, Up, Kid A, Odd
// expect: minutes: [824, 117, 10, 640, 96, 9, 180]
// expect: long books: 2
// expect: total tracks: 5
// expect: album Blue (3 tracks)
// expect: album Kid A (2 tracks)
// expect: book  Dune (412p)
// expect: book  Emma (320p)
// expect: book  Odd (90p)
// expect: movie Alien (117m)
// expect: movie Up (96m)
// expect: long medium short long short short medium
// expect: [2, -2, 1, 8, -5, 2, 14, -8, 3]
// expect: first short movie: Up
