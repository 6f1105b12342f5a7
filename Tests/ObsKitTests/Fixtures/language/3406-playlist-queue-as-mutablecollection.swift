// App code style: a playlist queue as MutableCollection with move/shuffle-free reordering and CustomDebugStringConvertible / CustomStringConvertible output
struct Track: CustomStringConvertible, CustomDebugStringConvertible, Equatable {
    let title: String
    let artist: String
    var rating: Int
    var description: String { "\(title) by \(artist)" }
    var debugDescription: String { "Track(\"\(title)\", ★\(rating))" }
}

struct Queue: MutableCollection, RandomAccessCollection, CustomStringConvertible {
    var tracks: [Track]
    var startIndex: Int { tracks.startIndex }
    var endIndex: Int { tracks.endIndex }
    subscript(i: Int) -> Track {
        get { tracks[i] }
        set { tracks[i] = newValue }
    }
    mutating func move(from: Int, to: Int) {
        let t = tracks.remove(at: from)
        tracks.insert(t, at: to)
    }
    var description: String {
        enumerated().map { "\($0.offset + 1). \($0.element)" }.joined(separator: "\n")
    }
}

var q = Queue(tracks: [
    Track(title: "Blue", artist: "Ana", rating: 3),
    Track(title: "Green", artist: "Bo", rating: 5),
    Track(title: "Red", artist: "Cy", rating: 1),
    Track(title: "Gold", artist: "Ana", rating: 4),
])
print(q)
q.move(from: 3, to: 0)
print("after move:")
print(q)
q[2].rating += 1
debugPrint(q[2])
print(q.map(\.rating))
q.sort { $0.rating > $1.rating }
print(q.map(\.title))
debugPrint(q.tracks)
print(q.tracks)
if let i = q.firstIndex(where: { $0.artist == "Cy" }) {
    q.swapAt(i, q.startIndex)
}
print(q.first!, "|", String(reflecting: q.first!))
let anaTracks = q.filter { $0.artist == "Ana" }
print(anaTracks.map(\.description))
print("\(q[1]) / \(String(describing: q[1]))")
print(q.contains(Track(title: "Red", artist: "Cy", rating: 1)))
q[q.indices.last!].rating = 0
print(q.min { $0.rating < $1.rating }!.debugDescription)
// expect: 1. Blue by Ana
// expect: 2. Green by Bo
// expect: 3. Red by Cy
// expect: 4. Gold by Ana
// expect: after move:
// expect: 1. Gold by Ana
// expect: 2. Blue by Ana
// expect: 3. Green by Bo
// expect: 4. Red by Cy
// expect: Track("Green", ★6)
// expect: [4, 3, 6, 1]
// expect: ["Green", "Gold", "Blue", "Red"]
// expect: [Track("Green", ★6), Track("Gold", ★4), Track("Blue", ★3), Track("Red", ★1)]
// expect: [Track("Green", ★6), Track("Gold", ★4), Track("Blue", ★3), Track("Red", ★1)]
// expect: Red by Cy | Track("Red", ★1)
// expect: ["Gold by Ana", "Blue by Ana"]
// expect: Gold by Ana / Gold by Ana
// expect: true
// expect: Track("Green", ★0)
