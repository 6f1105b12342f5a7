// Collection types: sets (operations, membership) and dictionaries (update, remove, grouping)
// expected output: swiftc 6.3.1 (Linux), run on this machine
var genres: Set<String> = ["Rock", "Classical", "Hip hop"]
genres.insert("Jazz")
if let gone = genres.remove("Rock") { print("\(gone) removed") }
print(genres.contains("Funk"), genres.count)
print(genres.sorted())

let odd: Set = [1, 3, 5, 7, 9]
let even: Set = [0, 2, 4, 6, 8]
let primes: Set = [2, 3, 5, 7]
print(odd.union(even).sorted())
print(odd.intersection(even).sorted())
print(odd.subtracting(primes).sorted())
print(odd.symmetricDifference(primes).sorted())
let small: Set = [3, 5]
print(small.isSubset(of: primes), primes.isSuperset(of: small), odd.isDisjoint(with: even))

var airports = ["YYZ": "Toronto Pearson", "DUB": "Dublin"]
airports["LHR"] = "London"
if let old = airports.updateValue("Dublin Airport", forKey: "DUB") {
    print("old DUB: \(old)")
}
airports["LHR"] = "London Heathrow"
print(airports["XYZ"] ?? "no such airport")
airports["YYZ"] = nil
for code in airports.keys.sorted() {
    print("\(code): \(airports[code]!)")
}
let removedValue = airports.removeValue(forKey: "DUB")
print(removedValue ?? "nil", airports.count)

let words = ["apple", "avocado", "banana", "blueberry", "cherry", "apricot"]
let grouped = Dictionary(grouping: words, by: { $0.first! })
for letter in grouped.keys.sorted() {
    print(letter, grouped[letter]!)
}
let lengths = Dictionary(uniqueKeysWithValues: words.map { ($0, $0.count) })
print(lengths.filter { $0.value > 6 }.keys.sorted())
let merged = ["a": 1, "b": 2].merging(["b": 10, "c": 3]) { $0 + $1 }
print(merged.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" })
print(lengths.mapValues { $0 * 2 }["banana"]!)
// expect: Rock removed
// expect: false 3
// expect: ["Classical", "Hip hop", "Jazz"]
// expect: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
// expect: []
// expect: [1, 9]
// expect: [1, 2, 9]
// expect: true true true
// expect: old DUB: Dublin
// expect: no such airport
// expect: DUB: Dublin Airport
// expect: LHR: London Heathrow
// expect: Dublin Airport 1
// expect: a ["apple", "avocado", "apricot"]
// expect: b ["banana", "blueberry"]
// expect: c ["cherry"]
// expect: ["apricot", "avocado", "blueberry"]
// expect: ["a1", "b12", "c3"]
// expect: 12
