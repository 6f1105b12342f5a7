// Sundell style (key path mapping of collections): grouping, uniquing and indexing by key path
struct Song {
    let title: String
    let artist: String
    let seconds: Int
}

extension Sequence {
    func grouped<K: Hashable>(by key: KeyPath<Element, K>) -> [K: [Element]] {
        Dictionary(grouping: self, by: { $0[keyPath: key] })
    }
    func unique<K: Hashable>(by key: KeyPath<Element, K>) -> [Element] {
        var seen = Set<K>()
        return filter { seen.insert($0[keyPath: key]).inserted }
    }
    func indexed<K: Hashable>(by key: KeyPath<Element, K>) -> [K: Element] {
        var out: [K: Element] = [:]
        for e in self { out[e[keyPath: key]] = e }
        return out
    }
}

let songs = [
    Song(title: "Blue", artist: "Mira", seconds: 200),
    Song(title: "Rain", artist: "Otto", seconds: 185),
    Song(title: "Dawn", artist: "Mira", seconds: 240),
    Song(title: "Blue", artist: "Otto", seconds: 199),
]

let byArtist = songs.grouped(by: \.artist)
for artist in byArtist.keys.sorted() {
    let list = byArtist[artist]!
    print(artist, list.map(\.title), list.map(\.seconds).reduce(0, +))
}
print(songs.unique(by: \.title).map(\.artist))
print(songs.unique(by: \.artist).count)
let byTitle = songs.indexed(by: \.title)
print(byTitle["Blue"]!.artist, byTitle.count)
print(songs.map(\.seconds).max()!)
// expect: Mira ["Blue", "Dawn"] 440
// expect: Otto ["Rain", "Blue"] 384
// expect: ["Mira", "Otto", "Mira"]
// expect: 2
// expect: Otto 3
// expect: 240
