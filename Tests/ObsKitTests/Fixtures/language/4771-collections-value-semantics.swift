// Swift book style: collections are value types (copy on assignment)
// Checks: copying arrays/dictionaries/sets then mutating one leaves the other
// unchanged, arrays of structs vs arrays of class references, passing arrays to
// functions, mutating nested collections in place, and Array equality.

var original = [1, 2, 3]
var copy = original
copy.append(4)
copy[0] = 100
print(original)
print(copy)

var dictA = ["k": 1]
var dictB = dictA
dictB["k"] = 2
dictB["new"] = 3
print(dictA)
print(dictB.sorted { $0.key < $1.key })
dictA["other"] = 0
print(dictA.count, dictB.count)

var setA: Set = [1]
let setB = setA
setA.insert(2)
print(setA.count, setB.count)

struct Counter { var value = 0 }
final class Box { var value = 0 }

var structs = [Counter(), Counter()]
var structsCopy = structs
structsCopy[0].value = 9
print(structs.map(\.value), structsCopy.map(\.value))

let boxes = [Box(), Box()]
let boxesCopy = boxes
boxesCopy[0].value = 9
print(boxes.map(\.value), boxesCopy.map(\.value))

func appendZero(_ list: [Int]) -> [Int] {
    var local = list
    local.append(0)
    return local
}
let base = [5, 6]
let extended = appendZero(base)
print(base, extended)

func appendInPlace(_ list: inout [Int]) {
    list.append(-1)
}
var mutableBase = base
appendInPlace(&mutableBase)
print(base, mutableBase)

// Nested collection mutation in place
var matrix = [[1, 2], [3, 4]]
let snapshot = matrix
matrix[0].append(99)
matrix[1][0] *= 10
print(matrix)
print(snapshot)

var groups: [String: [String]] = ["fruit": ["apple"]]
groups["fruit"]?.append("pear")
groups["veg", default: []].append("leek")
groups["nuts"]?.append("almond")
for key in groups.keys.sorted() {
    print(key, groups[key]!)
}

// Struct containing an array
struct Playlist {
    var name: String
    var songs: [String] = []
    mutating func add(_ s: String) { songs.append(s) }
}
var morning = Playlist(name: "Morning")
morning.add("Sunrise")
var evening = morning
evening.name = "Evening"
evening.add("Dusk")
print(morning.name, morning.songs)
print(evening.name, evening.songs)

// Equality of collections
print([1, 2] == [1, 2], [1, 2] == [2, 1])
print(["a": 1, "b": 2] == ["b": 2, "a": 1])
print([[1], [2, 3]] == [[1], [2, 3]])
print([Int]() == [], [String: Int]().isEmpty)

// Slices keep their own copy once the base changes
var letters = ["a", "b", "c", "d"]
let slice = letters[1...2]
letters[1] = "B"
print(Array(slice), letters)

// Iteration over a copy while mutating the original
var queue = [1, 2, 3]
for item in queue {
    queue.append(item * 10)
}
print(queue)

// expect: [1, 2, 3]
// expect: [100, 2, 3, 4]
// expect: ["k": 1]
// expect: [(key: "k", value: 2), (key: "new", value: 3)]
// expect: 2 2
// expect: 2 1
// expect: [0, 0] [9, 0]
// expect: [9, 0] [9, 0]
// expect: [5, 6] [5, 6, 0]
// expect: [5, 6] [5, 6, -1]
// expect: [[1, 2, 99], [30, 4]]
// expect: [[1, 2], [3, 4]]
// expect: fruit ["apple", "pear"]
// expect: veg ["leek"]
// expect: Morning ["Sunrise"]
// expect: Evening ["Sunrise", "Dusk"]
// expect: true false
// expect: true
// expect: true
// expect: true true
// expect: ["b", "c"] ["a", "B", "c", "d"]
// expect: [1, 2, 3, 10, 20, 30]
