// Advanced Swift style (Structs and classes): value semantics of structs holding arrays versus classes, and mutation through let/var copies
struct Playlist {
    var name: String
    var songs: [String]
    mutating func add(_ song: String) { songs.append(song) }
}
final class Library {
    var playlists: [Playlist] = []
}

var a = Playlist(name: "Mix", songs: ["one"])
var b = a
b.add("two")
b.name = "Mix 2"
print(a.songs, b.songs, a.name, b.name)

let lib = Library()
lib.playlists.append(a)
let alias = lib
alias.playlists[0].add("three")
print(lib.playlists[0].songs)
var extracted = lib.playlists[0]
extracted.add("four")
print(lib.playlists[0].songs.count, extracted.songs.count)

struct Counter {
    private(set) var count = 0
    mutating func tick() -> Int { count += 1; return count }
}
var c1 = Counter()
_ = c1.tick()
var c2 = c1
_ = c2.tick(); _ = c2.tick()
print(c1.count, c2.count)

var grid = [[0, 0], [0, 0]]
var row = grid[0]
row[0] = 1
grid[1][1] = 5
print(grid, row)

struct Wrapper { var ref: Library }
let w1 = Wrapper(ref: lib)
var w2 = w1
w2.ref.playlists.removeAll()
print(w1.ref.playlists.count, lib.playlists.count)
w2.ref = Library()
w2.ref.playlists.append(Playlist(name: "New", songs: []))
print(w1.ref.playlists.count, w2.ref.playlists.count)

var points = [(x: 1, y: 2), (x: 3, y: 4)]
for i in points.indices { points[i].x *= 10 }
var snapshot = points
snapshot[0].y = -1
print(points.map { "\($0.x),\($0.y)" }, snapshot[0])
func reset(_ p: Playlist) -> Playlist { var p = p; p.songs = []; return p }
print(reset(a).songs, a.songs)

// expect: ["one"] ["one", "two"] Mix Mix 2
// expect: ["one", "three"]
// expect: 2 3
// expect: 1 3
// expect: [[0, 0], [0, 5]] [1, 0]
// expect: 0 0
// expect: 0 1
// expect: ["10,2", "30,4"] (x: 10, y: -1)
// expect: [] ["one"]
