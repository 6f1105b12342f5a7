// App code style: playlist manager with shuffling by a fixed rule and durations
struct Track: Hashable, CustomStringConvertible {
    let title: String
    let artist: String
    let seconds: Int
    let rating: Int
    var description: String { "\(artist) - \(title) [\(Track.format(seconds))]" }

    static func format(_ s: Int) -> String {
        let m = s / 60, sec = s % 60
        if m >= 60 { return "\(m / 60):" + (m % 60 < 10 ? "0" : "") + "\(m % 60):" + (sec < 10 ? "0" : "") + "\(sec)" }
        return "\(m):" + (sec < 10 ? "0" : "") + "\(sec)"
    }
}

struct Playlist {
    var name: String
    private(set) var tracks: [Track] = []

    mutating func add(_ t: Track) -> Bool {
        guard !tracks.contains(t) else { return false }
        tracks.append(t)
        return true
    }

    mutating func move(from: Int, to: Int) {
        let t = tracks.remove(at: from)
        tracks.insert(t, at: to)
    }

    var totalSeconds: Int { tracks.reduce(0) { $0 + $1.seconds } }

    func interleavedByArtist() -> [Track] {
        var queues = Dictionary(grouping: tracks, by: \.artist)
        let artists = queues.keys.sorted()
        var result: [Track] = []
        while result.count < tracks.count {
            for a in artists where !(queues[a]?.isEmpty ?? true) {
                result.append(queues[a]!.removeFirst())
            }
        }
        return result
    }
}

var list = Playlist(name: "Road trip")
let library = [
    Track(title: "Blue Sky", artist: "Nova", seconds: 215, rating: 4),
    Track(title: "Long Road", artist: "Atlas", seconds: 402, rating: 5),
    Track(title: "Neon", artist: "Nova", seconds: 189, rating: 3),
    Track(title: "Dust", artist: "Kite", seconds: 240, rating: 4),
    Track(title: "Horizon", artist: "Atlas", seconds: 3671, rating: 2),
    Track(title: "Echo", artist: "Nova", seconds: 199, rating: 5),
]
for t in library + [library[0]] {
    print(list.add(t) ? "added \(t.title)" : "duplicate \(t.title)")
}
list.move(from: 4, to: 0)
for (i, t) in list.tracks.enumerated() { print("\(i + 1). \(t)") }
print("total: \(Track.format(list.totalSeconds))")
print("interleaved: \(list.interleavedByArtist().map(\.title))")
let favorites = list.tracks.lazy.filter { $0.rating == 5 }.map(\.title)
print("favorites: \(Array(favorites))")
let stats = Dictionary(grouping: list.tracks, by: \.artist).mapValues { ts in
    (count: ts.count, avg: ts.map(\.rating).reduce(0, +) * 10 / ts.count)
}
for artist in stats.keys.sorted() {
    let s = stats[artist]!
    print("\(artist): \(s.count) tracks, avg rating \(s.avg / 10).\(s.avg % 10)")
}
var budget = 900
let fits = list.tracks.sorted { $0.seconds < $1.seconds }.prefix { t in
    budget -= t.seconds
    return budget >= 0
}
print("fits in 15 min: \(fits.map(\.title))")

// expect: added Blue Sky
// expect: added Long Road
// expect: added Neon
// expect: added Dust
// expect: added Horizon
// expect: added Echo
// expect: duplicate Blue Sky
// expect: 1. Atlas - Horizon [1:01:11]
// expect: 2. Nova - Blue Sky [3:35]
// expect: 3. Atlas - Long Road [6:42]
// expect: 4. Nova - Neon [3:09]
// expect: 5. Kite - Dust [4:00]
// expect: 6. Nova - Echo [3:19]
// expect: total: 1:21:56
// expect: interleaved: ["Horizon", "Dust", "Blue Sky", "Long Road", "Neon", "Echo"]
// expect: favorites: ["Long Road", "Echo"]
// expect: Atlas: 2 tracks, avg rating 3.5
// expect: Kite: 1 tracks, avg rating 4.0
// expect: Nova: 3 tracks, avg rating 4.0
// expect: fits in 15 min: ["Neon", "Echo", "Blue Sky", "Dust"]
