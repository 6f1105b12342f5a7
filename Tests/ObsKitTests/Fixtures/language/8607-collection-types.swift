// Swift book style (Collection Types): arrays, sets and dictionaries with deterministic printing
var shopping = ["Eggs", "Milk"]
shopping.append("Flour")
shopping += ["Butter", "Sugar", "Salt"]
print(shopping.count, shopping.first!, shopping.last!)
shopping[4...5] = ["Honey"]
shopping.insert("Yeast", at: 0)
let removed = shopping.remove(at: 2)
print(removed, shopping)
for (i, item) in shopping.enumerated() where i % 2 == 0 {
    print("\(i + 1). \(item)")
}

let zeros = Array(repeating: 0, count: 3)
let ones = [Int](repeating: 1, count: 2)
print(zeros + ones, [String]().isEmpty)

var genres: Set<String> = ["Jazz", "Rock", "Folk"]
genres.insert("Blues")
let wasRemoved = genres.remove("Rock")
print(genres.count, wasRemoved ?? "none", genres.contains("Folk"))
print(genres.sorted())

let odd: Set = [1, 3, 5, 7, 9]
let even: Set = [0, 2, 4, 6, 8]
let primes: Set = [2, 3, 5, 7]
print(odd.union(even).sorted())
print(odd.intersection(primes).sorted())
print(odd.subtracting(primes).sorted())
print(odd.symmetricDifference(primes).sorted())
let small: Set = [3, 5]
print(small.isSubset(of: odd), odd.isSuperset(of: small), even.isDisjoint(with: odd), small.isStrictSubset(of: primes))

var airports = ["YYZ": "Toronto Pearson", "DUB": "Dublin"]
airports["LHR"] = "London"
if let old = airports.updateValue("Dublin Airport", forKey: "DUB") {
    print("old value was \(old)")
}
airports["LHR"] = "London Heathrow"
airports["YYZ"] = nil
if let removedValue = airports.removeValue(forKey: "XXX") {
    print("removed", removedValue)
} else {
    print("nothing to remove")
}
for code in airports.keys.sorted() {
    print("\(code): \(airports[code]!)")
}
print(airports.values.sorted())

var tally: [Character: Int] = [:]
for ch in "mississippi" { tally[ch, default: 0] += 1 }
let report = tally.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" }
print(report.joined(separator: " "))
let grouped = Dictionary(grouping: ["ant", "bee", "asp", "cow", "bat"], by: { $0.first! })
print(grouped.keys.sorted().map { "\($0): \(grouped[$0]!)" })

// expect: 6 Eggs Salt
// expect: Milk ["Yeast", "Eggs", "Flour", "Butter", "Honey"]
// expect: 1. Yeast
// expect: 3. Flour
// expect: 5. Honey
// expect: [0, 0, 0, 1, 1] true
// expect: 3 Rock true
// expect: ["Blues", "Folk", "Jazz"]
// expect: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
// expect: [3, 5, 7]
// expect: [1, 9]
// expect: [1, 2, 9]
// expect: true true true true
// expect: old value was Dublin
// expect: nothing to remove
// expect: DUB: Dublin Airport
// expect: LHR: London Heathrow
// expect: ["Dublin Airport", "London Heathrow"]
// expect: i4 m1 p2 s4
// expect: ["a: [\"ant\", \"asp\"]", "b: [\"bee\", \"bat\"]", "c: [\"cow\"]"]
