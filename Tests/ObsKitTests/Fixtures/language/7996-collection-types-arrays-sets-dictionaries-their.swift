// Swift book style (Collection Types): arrays, sets, dictionaries and their operations
var shopping = ["Eggs", "Milk"]
shopping.append("Flour")
shopping += ["Butter", "Jam"]
print(shopping.count, shopping)
shopping[1...2] = ["Oats"]
print(shopping)
shopping.insert("Salt", at: 0)
let removed = shopping.remove(at: 2)
print(removed, shopping)
let last = shopping.removeLast()
print(last, shopping.isEmpty)
for (i, item) in shopping.enumerated() { print("Item \(i + 1): \(item)") }
let threes = Array(repeating: 3, count: 3)
let fours = [Int](repeating: 4, count: 2)
print(threes + fours)
var genres: Set<String> = ["Jazz", "Rock", "Folk"]
genres.insert("Blues")
if let gone = genres.remove("Rock") { print("\(gone) removed") }
print(genres.contains("Folk"))
for g in genres.sorted() { print(g) }
let odd: Set = [1, 3, 5, 7]
let even: Set = [0, 2, 4, 6]
let primes: Set = [2, 3, 5, 7]
print(odd.union(even).sorted())
print(odd.intersection(primes).sorted())
print(odd.subtracting(primes).sorted())
print(odd.symmetricDifference(primes).sorted())
print(primes.isSubset(of: odd.union(even)), odd.isDisjoint(with: even))
var airports = ["YYZ": "Toronto", "DUB": "Dublin"]
airports["LHR"] = "London"
if let old = airports.updateValue("Dublin Airport", forKey: "DUB") { print("old: \(old)") }
airports["YYZ"] = nil
for (code, name) in airports.sorted(by: { $0.key < $1.key }) { print("\(code): \(name)") }
print(airports.count, airports["XXX"] ?? "none")
let codes = [String](airports.keys).sorted()
print(codes)
// expect: 5 ["Eggs", "Milk", "Flour", "Butter", "Jam"]
// expect: ["Eggs", "Oats", "Butter", "Jam"]
// expect: Oats ["Salt", "Eggs", "Butter", "Jam"]
// expect: Jam false
// expect: Item 1: Salt
// expect: Item 2: Eggs
// expect: Item 3: Butter
// expect: [3, 3, 3, 4, 4]
// expect: Rock removed
// expect: true
// expect: Blues
// expect: Folk
// expect: Jazz
// expect: [0, 1, 2, 3, 4, 5, 6, 7]
// expect: [3, 5, 7]
// expect: [1]
// expect: [1, 2]
// expect: true true
// expect: old: Dublin
// expect: DUB: Dublin Airport
// expect: LHR: London
// expect: 2 none
// expect: ["DUB", "LHR"]
