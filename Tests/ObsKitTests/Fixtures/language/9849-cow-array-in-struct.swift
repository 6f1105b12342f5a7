// Stack Overflow style: copy-on-write for arrays stored inside structs
// Question: "If my struct holds a big array, does copying the struct copy the array every time?"

struct Playlist {
    var name: String
    var songs: [String]

    mutating func add(_ song: String) {
        songs.append(song)
    }
}

var morning = Playlist(name: "Morning", songs: ["Sunrise", "Coffee", "Commute"])
var evening = morning          // cheap: the array buffer is shared until a write
evening.name = "Evening"
print("morning songs: \(morning.songs)")
print("evening songs: \(evening.songs)")

evening.add("Sunset")          // write triggers the actual copy of the buffer
print("after add, morning: \(morning.songs.count) songs")
print("after add, evening: \(evening.songs.count) songs")

morning.songs[0] = "Dawn"
print("morning first: \(morning.songs[0]), evening first: \(evening.songs[0])")

// Answer part 2: you can build your own COW type with isKnownUniquelyReferenced.
final class Storage {
    var values: [Int]
    init(_ values: [Int]) { self.values = values }
}

struct CowBox {
    private var storage: Storage
    private(set) var copies = 0

    init(_ values: [Int]) { storage = Storage(values) }

    var values: [Int] { storage.values }

    mutating func append(_ v: Int) {
        if !isKnownUniquelyReferenced(&storage) {
            storage = Storage(storage.values)
            copies += 1
        }
        storage.values.append(v)
    }
}

var box1 = CowBox([1, 2, 3])
box1.append(4)
print("box1 \(box1.values) copies=\(box1.copies)")

var box2 = box1
box2.append(5)
print("box1 \(box1.values) copies=\(box1.copies)")
print("box2 \(box2.values) copies=\(box2.copies)")

box2.append(6)
print("box2 \(box2.values) copies=\(box2.copies)")

// Arrays of structs: each element is its own value.
var lists = [Playlist(name: "A", songs: []), Playlist(name: "B", songs: ["x"])]
var backup = lists
lists[0].add("new")
print("lists[0]: \(lists[0].songs), backup[0]: \(backup[0].songs)")
backup[1].songs.removeAll()
print("lists[1]: \(lists[1].songs), backup[1]: \(backup[1].songs)")
// expect: morning songs: ["Sunrise", "Coffee", "Commute"]
// expect: evening songs: ["Sunrise", "Coffee", "Commute"]
// expect: after add, morning: 3 songs
// expect: after add, evening: 4 songs
// expect: morning first: Dawn, evening first: Sunrise
// expect: box1 [1, 2, 3, 4] copies=0
// expect: box1 [1, 2, 3, 4] copies=0
// expect: box2 [1, 2, 3, 4, 5] copies=1
// expect: box2 [1, 2, 3, 4, 5, 6] copies=1
// expect: lists[0]: ["new"], backup[0]: []
// expect: lists[1]: ["x"], backup[1]: []
