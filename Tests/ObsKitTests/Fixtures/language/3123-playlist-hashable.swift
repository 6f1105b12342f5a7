// App code style: music playlists with hand-written Hashable/Equatable and Set operations printed sorted
struct Song: Hashable, CustomStringConvertible {
    let id: Int
    let title: String
    var plays: Int

    static func == (lhs: Song, rhs: Song) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }

    var description: String { title }
}

let a = Song(id: 1, title: "Intro", plays: 10)
let b = Song(id: 2, title: "Blue", plays: 3)
let c = Song(id: 3, title: "Crash", plays: 7)
let d = Song(id: 4, title: "Drift", plays: 1)
let aAgain = Song(id: 1, title: "Intro (remaster)", plays: 99)

print("a == aAgain: \(a == aAgain)")
let morning: Set<Song> = [a, b, c]
let evening: Set<Song> = [aAgain, c, d]

func show(_ label: String, _ songs: Set<Song>) {
    print("\(label): \(songs.map(\.title).sorted())")
}
show("both", morning.intersection(evening))
show("either", morning.union(evening))
show("morning only", morning.subtracting(evening))
show("one of them", morning.symmetricDifference(evening))
print("disjoint with [d]: \(morning.isDisjoint(with: [d]))")
print("subset: \(Set([a]).isSubset(of: morning))")

var counts: [Song: Int] = [:]
for song in [a, b, aAgain, c, a] {
    counts[song, default: 0] += 1
}
for (song, n) in counts.sorted(by: { $0.key.id < $1.key.id }) {
    print("\(song.id) \(song) queued \(n)x")
}
let popular = [a, b, c, d].max { $0.plays < $1.plays }
print("Most played: \(popular!)")
// expect: a == aAgain: true
// expect: both: ["Crash", "Intro"]
// expect: either: ["Blue", "Crash", "Drift", "Intro"]
// expect: morning only: ["Blue"]
// expect: one of them: ["Blue", "Drift"]
// expect: disjoint with [d]: true
// expect: subset: true
// expect: 1 Intro queued 3x
// expect: 2 Blue queued 1x
// expect: 3 Crash queued 1x
// expect: Most played: Intro
