// App code style: a playlist collection with a custom Index type
struct Track {
    let title: String
    let seconds: Int
}

struct Playlist: Collection {
    struct Index: Comparable {
        fileprivate let position: Int
        static func < (lhs: Index, rhs: Index) -> Bool {
            return lhs.position < rhs.position
        }
    }

    private var tracks: [Track]

    init(_ tracks: [Track]) {
        self.tracks = tracks
    }

    var startIndex: Index { Index(position: 0) }
    var endIndex: Index { Index(position: tracks.count) }

    func index(after i: Index) -> Index {
        return Index(position: i.position + 1)
    }

    subscript(i: Index) -> Track {
        return tracks[i.position]
    }
}

func format(_ seconds: Int) -> String {
    let m = seconds / 60
    let s = seconds % 60
    return "\(m):" + (s < 10 ? "0\(s)" : "\(s)")
}

let list = Playlist([
    Track(title: "Intro", seconds: 45),
    Track(title: "Morning Run", seconds: 212),
    Track(title: "Deep Focus", seconds: 367),
    Track(title: "Interlude", seconds: 59),
    Track(title: "Finale", seconds: 301),
])

print("tracks:", list.count)
print("empty:", list.isEmpty)
print("first:", list.first!.title)

let total = list.reduce(0) { $0 + $1.seconds }
print("total:", format(total))

for track in list {
    print("-", track.title, format(track.seconds))
}

let long = list.filter { $0.seconds > 200 }.map { $0.title }
print("long:", long)

if let idx = list.firstIndex(where: { $0.title.hasPrefix("Deep") }) {
    print("found at", idx.position, list[idx].title)
}

let sortedTitles = list.sorted { $0.seconds < $1.seconds }.map(\.title)
print(sortedTitles)

let slice = list[list.index(after: list.startIndex)..<list.index(list.startIndex, offsetBy: 3)]
print("slice count:", slice.count)
print("slice titles:", slice.map { $0.title })

print("distance:", list.distance(from: list.startIndex, to: list.endIndex))
print("indices:", list.indices.map { $0.position })

let shortest = list.min { $0.seconds < $1.seconds }!
print("shortest:", shortest.title)

let prefixed = list.prefix(while: { $0.seconds < 300 })
print("prefix while:", prefixed.map(\.title))

let dropped = list.dropFirst(3)
print("dropFirst:", dropped.map(\.title), dropped.startIndex.position)

let names = list.map(\.title).joined(separator: " | ")
print(names)

// expect: tracks: 5
// expect: empty: false
// expect: first: Intro
// expect: total: 16:24
// expect: - Intro 0:45
// expect: - Morning Run 3:32
// expect: - Deep Focus 6:07
// expect: - Interlude 0:59
// expect: - Finale 5:01
// expect: long: ["Morning Run", "Deep Focus", "Finale"]
// expect: found at 2 Deep Focus
// expect: ["Intro", "Interlude", "Morning Run", "Finale", "Deep Focus"]
// expect: slice count: 2
// expect: slice titles: ["Morning Run", "Deep Focus"]
// expect: distance: 5
// expect: indices: [0, 1, 2, 3, 4]
// expect: shortest: Intro
// expect: prefix while: ["Intro", "Morning Run"]
// expect: dropFirst: ["Interlude", "Finale"] 3
// expect: Intro | Morning Run | Deep Focus | Interlude | Finale
