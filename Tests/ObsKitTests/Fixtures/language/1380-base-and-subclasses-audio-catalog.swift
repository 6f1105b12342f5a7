// Inheritance: a base class, subclasses adding properties, overriding a method and a computed property, calling super.
// expected output: swiftc 6.3.1 (Linux), run on this machine
class CatalogEntry {
    var title: String
    var seconds: Int
    init(title: String, seconds: Int) {
        self.title = title
        self.seconds = seconds
    }
    var duration: String { "\(seconds / 60):\(seconds % 60 < 10 ? "0" : "")\(seconds % 60)" }
    var summary: String { "\(title) [\(duration)]" }
    func play() -> String { "playing \(title)" }
}
class Track: CatalogEntry {
    var artist: String
    init(title: String, artist: String, seconds: Int) {
        self.artist = artist
        super.init(title: title, seconds: seconds)
    }
    override var summary: String { super.summary + " by \(artist)" }
}
class Episode: CatalogEntry {
    var show: String
    var number: Int
    init(show: String, number: Int, seconds: Int) {
        self.show = show
        self.number = number
        super.init(title: "\(show) #\(number)", seconds: seconds)
    }
    override func play() -> String { "resuming " + super.play().dropFirst(8) }
}
final class LiveTrack: Track {
    var venue = "unknown venue"
    override var summary: String { super.summary + " (live at \(venue))" }
}
let live = LiveTrack(title: "Waves", artist: "Tide", seconds: 305)
live.venue = "Coliseu"
let library: [CatalogEntry] = [
    Track(title: "Blue", artist: "Jay", seconds: 187),
    Episode(show: "Swift Talk", number: 12, seconds: 1_820),
    live,
    CatalogEntry(title: "Untitled", seconds: 9),
]
for item in library {
    print(item.summary)
    print("  ", item.play())
}
let totalSeconds = library.reduce(0) { $0 + $1.seconds }
print("total:", CatalogEntry(title: "all", seconds: totalSeconds).duration)

// expect: Blue [3:07] by Jay
// expect:    playing Blue
// expect: Swift Talk #12 [30:20]
// expect:    resuming Swift Talk #12
// expect: Waves [5:05] by Tide (live at Coliseu)
// expect:    playing Waves
// expect: Untitled [0:09]
// expect:    playing Untitled
// expect: total: 38:41
