// Hacking with Swift style (checkpoint: arrays and sets): removing duplicates, counting, and reporting with Set and sorted output
let songs = ["Wonderwall", "Yellow", "Creep", "Yellow", "Karma Police", "Creep", "Creep", "Bitter Sweet"]

print("This playlist has \(songs.count) entries")
let uniqueSongs = Set(songs)
print("and \(uniqueSongs.count) unique songs")
print(uniqueSongs.sorted())

var playCounts: [String: Int] = [:]
for song in songs { playCounts[song, default: 0] += 1 }
let repeated = playCounts.filter { $0.value > 1 }.sorted { $0.value > $1.value }
for (song, count) in repeated { print("\(song) repeated \(count) times") }

var seen = Set<String>()
var ordered: [String] = []
for s in songs where !seen.contains(s) {
    seen.insert(s)
    ordered.append(s)
}
print("first-seen order:", ordered)

let (inserted, member) = seen.insert("Yellow")
print(inserted, member)
print(seen.remove("Creep") ?? "none", seen.remove("Nope") ?? "none", seen.count)

let morning: Set = ["Yellow", "Creep", "Fix You"]
let evening: Set = ["Creep", "Bitter Sweet", "Clocks"]
print(morning.union(evening).count, morning.intersection(evening), morning.isStrictSuperset(of: ["Creep"]))

var numbers = [5, 3, 5, 1, 3, 9]
numbers.removeAll { $0 == 5 }
numbers.insert(7, at: 1)
numbers.swapAt(0, numbers.count - 1)
print(numbers, numbers.firstIndex(of: 3) ?? -1, numbers.contains(9))
print(Array(numbers.dropFirst(2)), Array(numbers.prefix(while: { $0 > 5 })), numbers.sorted().reversed().map { $0 })

// expect: This playlist has 8 entries
// expect: and 5 unique songs
// expect: ["Bitter Sweet", "Creep", "Karma Police", "Wonderwall", "Yellow"]
// expect: Creep repeated 3 times
// expect: Yellow repeated 2 times
// expect: first-seen order: ["Wonderwall", "Yellow", "Creep", "Karma Police", "Bitter Sweet"]
// expect: false Yellow
// expect: Creep none 4
// expect: 5 ["Creep"] true
// expect: [9, 7, 1, 3, 3] 3 true
// expect: [1, 3, 3] [9, 7] [9, 7, 3, 3, 1]
