// Course style (playlist manager): struct with mutating methods, deterministic rotation instead of shuffle
struct Song: CustomStringConvertible {
    let title: String
    let artist: String
    let seconds: Int

    var description: String {
        let secs = seconds % 60
        return "\(title) - \(artist) (\(seconds / 60):\(secs < 10 ? "0" : "")\(secs))"
    }
}

struct Playlist {
    var name: String
    private(set) var songs: [Song] = []

    init(name: String) { self.name = name }

    mutating func add(_ song: Song) { songs.append(song) }

    mutating func rotate(by steps: Int) {
        guard !songs.isEmpty else { return }
        let k = ((steps % songs.count) + songs.count) % songs.count
        songs = Array(songs[k...] + songs[..<k])
    }

    mutating func remove(titled title: String) -> Song? {
        if let i = songs.firstIndex(where: { $0.title == title }) {
            return songs.remove(at: i)
        }
        return nil
    }

    var totalTime: String {
        let total = songs.reduce(0) { $0 + $1.seconds }
        return "\(total / 60)m \(total % 60)s"
    }
}

var mix = Playlist(name: "Road Trip")
mix.add(Song(title: "Highway Lights", artist: "The Fennels", seconds: 214))
mix.add(Song(title: "Paper Moon", artist: "Ada Vance", seconds: 187))
mix.add(Song(title: "Dust & Chrome", artist: "Kilo Nine", seconds: 245))
mix.add(Song(title: "Slow River", artist: "Ada Vance", seconds: 302))
mix.add(Song(title: "Static", artist: "Wire Tap", seconds: 65))

print("\(mix.name): \(mix.songs.count) songs, \(mix.totalTime)")
for (i, song) in mix.songs.enumerated() { print("\(i + 1). \(song)") }

mix.rotate(by: 2)
print("After rotate(2): \(mix.songs.map { $0.title })")
mix.rotate(by: -1)
print("After rotate(-1): first is \(mix.songs[0].title)")

let copy = mix
if let removed = mix.remove(titled: "Static") {
    print("Removed \(removed)")
}
print("Missing removal: \(String(describing: mix.remove(titled: "Nope")))")
print("Copy still has \(copy.songs.count), original has \(mix.songs.count)")
let byArtist = Dictionary(grouping: mix.songs, by: { $0.artist })
for artist in byArtist.keys.sorted() {
    print("\(artist): \(byArtist[artist]!.count)")
}

// expect: Road Trip: 5 songs, 16m 53s
// expect: 1. Highway Lights - The Fennels (3:34)
// expect: 2. Paper Moon - Ada Vance (3:07)
// expect: 3. Dust & Chrome - Kilo Nine (4:05)
// expect: 4. Slow River - Ada Vance (5:02)
// expect: 5. Static - Wire Tap (1:05)
// expect: After rotate(2): ["Dust & Chrome", "Slow River", "Static", "Highway Lights", "Paper Moon"]
// expect: After rotate(-1): first is Paper Moon
// expect: Removed Static - Wire Tap (1:05)
// expect: Missing removal: nil
// expect: Copy still has 5, original has 4
// expect: Ada Vance: 2
// expect: Kilo Nine: 1
// expect: The Fennels: 1
