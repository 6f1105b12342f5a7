// objc.io style (observers on collections): willSet/didSet on an array property counting how often each kind of mutation fires them
struct Playlist {
    static var notifications = 0
    var songs: [String] = [] {
        willSet { Playlist.notifications += 1 }
        didSet {
            if songs.count != oldValue.count {
                print("count \(oldValue.count) -> \(songs.count)")
            } else {
                print("contents changed")
            }
        }
    }

    mutating func addAll(_ new: [String]) {
        for s in new { songs.append(s) }
    }

    mutating func addBatch(_ new: [String]) {
        songs += new
    }
}

var list = Playlist()
list.addAll(["a", "b"])
print(Playlist.notifications)
list.addBatch(["c", "d", "e"])
print(Playlist.notifications)
list.songs[0] = "A"
list.songs[1].append("!")
print(Playlist.notifications)
list.songs.reverse()
list.songs.swapAt(0, 1)
print(Playlist.notifications, list.songs)

var copy = list
copy.songs.removeFirst()
print(Playlist.notifications, list.songs.count, copy.songs.count)

func edit(_ songs: inout [String]) {
    songs.append("x")
    songs.append("y")
    songs[0] = "first"
}
edit(&list.songs)
print(Playlist.notifications, list.songs)

// expect: count 0 -> 1
// expect: count 1 -> 2
// expect: 2
// expect: count 2 -> 5
// expect: 3
// expect: contents changed
// expect: contents changed
// expect: 5
// expect: contents changed
// expect: contents changed
// expect: 7 ["d", "e", "c", "b!", "A"]
// expect: count 5 -> 4
// expect: 8 5 4
// expect: count 5 -> 7
// expect: 9 ["first", "e", "c", "b!", "A", "x", "y"]
