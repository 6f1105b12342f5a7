// Swift Evolution SE-0249 style (key paths as functions): passing \.property wherever a function is expected in map, filter, sorted and custom helpers
struct Song {
    let title: String
    let artist: String
    let seconds: Int
    let favourite: Bool
    var minutes: Double { Double(seconds) / 60 }
}

let playlist = [
    Song(title: "Intro", artist: "Nova", seconds: 95, favourite: false),
    Song(title: "Skyline", artist: "Arc", seconds: 241, favourite: true),
    Song(title: "Drift", artist: "Nova", seconds: 187, favourite: true),
    Song(title: "Outro", artist: "Arc", seconds: 62, favourite: false),
]

print(playlist.map(\.title))
print(playlist.filter(\.favourite).map(\.title))
print(playlist.map(\.seconds).reduce(0, +))
print(playlist.contains(where: \.favourite), playlist.allSatisfy(\.favourite))
print(playlist.map(\.title.count))
print(playlist.map(\.minutes).map { ($0 * 10).rounded() / 10 })

func sorted<T, V: Comparable>(_ items: [T], by key: KeyPath<T, V>) -> [T] {
    items.sorted { $0[keyPath: key] < $1[keyPath: key] }
}
print(sorted(playlist, by: \.seconds).map(\.title))
print(sorted(playlist, by: \.artist).map { "\($0.artist)-\($0.title)" })

let grouped = Dictionary(grouping: playlist, by: \.artist)
for artist in grouped.keys.sorted() {
    print(artist, grouped[artist]!.map(\.title))
}

let getTitle: (Song) -> String = \.title
print(getTitle(playlist[2]))
let firstLetters = playlist.map(\.title.first).compactMap { $0 }
print(String(firstLetters))

// expect: ["Intro", "Skyline", "Drift", "Outro"]
// expect: ["Skyline", "Drift"]
// expect: 585
// expect: true false
// expect: [5, 7, 5, 5]
// expect: [1.6, 4.0, 3.1, 1.0]
// expect: ["Outro", "Intro", "Drift", "Skyline"]
// expect: ["Arc-Skyline", "Arc-Outro", "Nova-Intro", "Nova-Drift"]
// expect: Arc ["Skyline", "Outro"]
// expect: Nova ["Intro", "Drift"]
// expect: Drift
// expect: ISDO
