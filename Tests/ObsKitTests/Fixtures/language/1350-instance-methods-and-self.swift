// Methods: instance methods on a class, argument labels on methods, self to tell a property from a parameter.
// expected output: swiftc 6.3.1 (Linux), run on this machine
final class Counter {
    var count = 0
    func increment() { count += 1 }
    func increment(by amount: Int) { count += amount }
    func reset() { count = 0 }
}
let counter = Counter()
counter.increment()
counter.increment(by: 5)
print(counter.count)
counter.reset()
print(counter.count)
struct Point {
    var x = 0.0, y = 0.0
    func isToTheRightOf(x: Double) -> Bool { self.x > x }
    func distance(to other: Point) -> Double {
        let dx = x - other.x, dy = y - other.y
        return dx * dx + dy * dy
    }
}
let somePoint = Point(x: 4.0, y: 5.0)
if somePoint.isToTheRightOf(x: 1.0) {
    print("This point is to the right of the line where x == 1.0")
}
print(somePoint.distance(to: Point(x: 1, y: 1)))
final class Playlist {
    private var songs: [String] = []
    private var cursor = 0
    func add(_ song: String) -> Playlist {
        songs.append(song)
        return self
    }
    func next() -> String? {
        guard !songs.isEmpty else { return nil }
        defer { cursor = (cursor + 1) % songs.count }
        return songs[cursor]
    }
    func shuffle(seed: Int) {
        songs = songs.enumerated().sorted { ($0.offset * seed) % 7 < ($1.offset * seed) % 7 }.map(\.element)
    }
}
let playlist = Playlist().add("Intro").add("Theme").add("Finale")
print((1...4).compactMap { _ in playlist.next() })
playlist.shuffle(seed: 3)
print(playlist.next() ?? "-", playlist.next() ?? "-")
let bound = counter.increment(by:)
bound(40)
bound(2)
print(counter.count)

// expect: 6
// expect: 0
// expect: This point is to the right of the line where x == 1.0
// expect: 25.0
// expect: ["Intro", "Theme", "Finale", "Intro"]
// expect: Theme Finale
// expect: 42
