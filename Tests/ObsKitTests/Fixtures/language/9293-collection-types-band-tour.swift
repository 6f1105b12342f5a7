// Arrays, sets and dictionaries
// expected output: swiftc 6.3.1 (Linux), run on this machine
// A band on tour: the setlist, who plays what, and the radio stations that play them.
var setlist = ["Intro", "Northern Line"]
setlist.append("Paper Boats")
setlist += ["Static", "Low Tide", "Encore Jam", "Outro"]
print("The setlist has \(setlist.count) songs")
setlist[3...5] = ["Glasshouse", "Late Bus"]
setlist.insert("Soundcheck", at: 0)
let removed = setlist.remove(at: 0)
print("Removed \(removed)")
for (index, song) in setlist.enumerated() {
    print("Song \(index + 1): \(song)")
}

var tuning = Set<Character>()
tuning.insert("E")
tuning.insert("A")
tuning.insert("E")
print("strings to tune: \(tuning.count)")

let drummerPlays: Set = ["🥁", "🎹"]
let bandPlays: Set = ["🎸", "🥁", "🎺", "🎹", "🎻"]
print("subset: \(drummerPlays.isSubset(of: bandPlays))")
let weekNights: Set = [1, 2, 3, 4, 5]
let gigNights: Set = [4, 5, 6]
let studioNights: Set = [1, 3, 6]
print("union: \(weekNights.union(gigNights).sorted())")
print("intersection: \(weekNights.intersection(studioNights).sorted())")
print("subtracting: \(weekNights.subtracting(studioNights).sorted())")
print("symmetric: \(weekNights.symmetricDifference(studioNights).sorted())")

var stations = ["JZF": "Jazz FM", "IND": "Indie Waves"]
stations["CLS"] = "Classic"
if let old = stations.updateValue("Indie Waves 2", forKey: "IND") {
    print("Old IND name: \(old)")
}
stations["CLS"] = "Classic Gold"
stations["TMP"] = "Pop-up Radio"
stations["TMP"] = nil
for code in stations.keys.sorted() {
    print("\(code): \(stations[code]!)")
}
let names = stations.values.sorted()
print(names)
print(stations["ZZZ"] ?? "unknown station")

var grid = Array(repeating: Array(repeating: 0, count: 3), count: 2)
grid[1][2] = 5
print(grid)
let nested = [[1, 2], [3], [4, 5, 6]]
print(nested.flatMap { $0 })
print(nested.map { $0.count })
let counts = Dictionary(grouping: ["apple", "avocado", "banana", "blueberry", "cherry"], by: { $0.first! })
for key in counts.keys.sorted() {
    print("\(key) -> \(counts[key]!)")
}
// expect: The setlist has 7 songs
// expect: Removed Soundcheck
// expect: Song 1: Intro
// expect: Song 2: Northern Line
// expect: Song 3: Paper Boats
// expect: Song 4: Glasshouse
// expect: Song 5: Late Bus
// expect: Song 6: Outro
// expect: strings to tune: 2
// expect: subset: true
// expect: union: [1, 2, 3, 4, 5, 6]
// expect: intersection: [1, 3]
// expect: subtracting: [2, 4, 5]
// expect: symmetric: [2, 4, 5, 6]
// expect: Old IND name: Indie Waves
// expect: CLS: Classic Gold
// expect: IND: Indie Waves 2
// expect: JZF: Jazz FM
// expect: ["Classic Gold", "Indie Waves 2", "Jazz FM"]
// expect: unknown station
// expect: [[0, 0, 0], [0, 0, 5]]
// expect: [1, 2, 3, 4, 5, 6]
// expect: [2, 1, 3]
// expect: a -> ["apple", "avocado"]
// expect: b -> ["banana", "blueberry"]
// expect: c -> ["cherry"]
