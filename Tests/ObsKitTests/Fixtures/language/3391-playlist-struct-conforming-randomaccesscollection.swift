// App code style: a Playlist struct conforming to RandomAccessCollection, then using map, filter, reversed, firstIndex, indices and slices
struct Song {
    let title: String
    let seconds: Int
}

struct Playlist: RandomAccessCollection {
    private var songs: [Song] = []
    let name: String

    init(name: String, songs: [Song]) {
        self.name = name
        self.songs = songs
    }

    var startIndex: Int { songs.startIndex }
    var endIndex: Int { songs.endIndex }
    subscript(position: Int) -> Song { songs[position] }
}

let mix = Playlist(name: "Road Trip", songs: [
    Song(title: "Intro", seconds: 65),
    Song(title: "Highway", seconds: 242),
    Song(title: "Detour", seconds: 187),
    Song(title: "Sunset", seconds: 301),
    Song(title: "Outro", seconds: 90),
])

print("\(mix.name): \(mix.count) songs")
print(mix.map(\.title).joined(separator: ", "))
let long = mix.filter { $0.seconds > 180 }
print("long:", long.map(\.title))
print("reversed:", mix.reversed().map(\.title))
if let i = mix.firstIndex(where: { $0.title.hasPrefix("D") }) {
    print("first D at \(i): \(mix[i].title)")
}
print("indices:", Array(mix.indices))
let middle = mix[1..<4]
print("slice \(middle.startIndex)..<\(middle.endIndex):", middle.map(\.title))
print("total:", mix.reduce(0) { $0 + $1.seconds }, "s")
print("first:", mix.first?.title ?? "-", "last:", mix.last?.title ?? "-")
print("prefix:", mix.prefix(2).map(\.title))
print("dropFirst:", mix.dropFirst(3).map(\.title))
print("sorted:", mix.sorted { $0.seconds < $1.seconds }.map(\.seconds))
print("distance:", mix.distance(from: 0, to: 4), mix.index(0, offsetBy: 3))
print("isEmpty:", mix.isEmpty)
let longest = mix.max { $0.seconds < $1.seconds }!
print("longest: \(longest.title) \(longest.seconds / 60):\(longest.seconds % 60)")
for (n, song) in zip(1..., mix.suffix(2)) {
    print("\(n). \(song.title)")
}
// expect: Road Trip: 5 songs
// expect: Intro, Highway, Detour, Sunset, Outro
// expect: long: ["Highway", "Detour", "Sunset"]
// expect: reversed: ["Outro", "Sunset", "Detour", "Highway", "Intro"]
// expect: first D at 2: Detour
// expect: indices: [0, 1, 2, 3, 4]
// expect: slice 1..<4: ["Highway", "Detour", "Sunset"]
// expect: total: 885 s
// expect: first: Intro last: Outro
// expect: prefix: ["Intro", "Highway"]
// expect: dropFirst: ["Sunset", "Outro"]
// expect: sorted: [65, 90, 187, 242, 301]
// expect: distance: 4 3
// expect: isEmpty: false
// expect: longest: Sunset 5:1
// expect: 1. Sunset
// expect: 2. Outro
