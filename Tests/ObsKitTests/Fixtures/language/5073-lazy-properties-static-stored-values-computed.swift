// Book style (Properties): lazy properties, static stored values and computed read-only on a playlist
struct Song {
    let title: String
    let seconds: Int
}

class Playlist {
    static let maxSongs = 5
    static var created = 0
    let name: String
    private(set) var songs: [Song] = []
    lazy var formattedDuration: String = {
        print("computing duration for \(name)")
        let total = songs.reduce(0) { $0 + $1.seconds }
        return "\(total / 60)m \(total % 60)s"
    }()
    var isFull: Bool { songs.count >= Playlist.maxSongs }
    var longest: Song? { songs.max { $0.seconds < $1.seconds } }

    init(name: String) {
        self.name = name
        Playlist.created += 1
    }

    @discardableResult
    func add(_ song: Song) -> Bool {
        guard !isFull else {
            print("\(name) is full, skipping \(song.title)")
            return false
        }
        songs.append(song)
        return true
    }
}

let p = Playlist(name: "Morning")
p.add(Song(title: "Sunrise", seconds: 185))
p.add(Song(title: "Coffee", seconds: 242))
print(p.songs.count, p.isFull)
print("before lazy")
print(p.formattedDuration)
p.add(Song(title: "Commute", seconds: 300))
print(p.formattedDuration)
p.formattedDuration = "reset"
print(p.formattedDuration)
for i in 1...4 { p.add(Song(title: "Extra \(i)", seconds: i * 10)) }
print(p.songs.map(\.title))
print(p.longest as Any)
print(Playlist(name: "Empty").longest as Any)
print(Playlist.created, Playlist.maxSongs)

struct Stats {
    var values: [Int]
    lazy var sortedValues: [Int] = values.sorted()
    var mean: Double { values.isEmpty ? 0 : Double(values.reduce(0, +)) / Double(values.count) }
}
var st = Stats(values: [5, 3, 9, 1])
print(st.mean)
print(st.sortedValues)
st.values.append(0)
print(st.sortedValues, st.mean)
print(st)

// expect: 2 false
// expect: before lazy
// expect: computing duration for Morning
// expect: 7m 7s
// expect: 7m 7s
// expect: reset
// expect: Morning is full, skipping Extra 3
// expect: Morning is full, skipping Extra 4
// expect: ["Sunrise", "Coffee", "Commute", "Extra 1", "Extra 2"]
// expect: Optional(main.Song(title: "Commute", seconds: 300))
// expect: nil
// expect: 2 5
// expect: 4.5
// expect: [1, 3, 5, 9]
// expect: [1, 3, 5, 9] 3.6
// expect: Stats(values: [5, 3, 9, 1, 0], $__lazy_storage_$_sortedValues: Optional([1, 3, 5, 9]))
