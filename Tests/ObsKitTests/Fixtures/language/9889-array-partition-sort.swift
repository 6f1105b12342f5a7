// Apple docs style (Array): sorting, partitioning and swapping
var numbers = [30, 40, 20, 30, 30, 60, 10]
let p = numbers.partition(by: { $0 > 30 })
let head = numbers[..<p].sorted()
let tail = numbers[p...].sorted()
print("partition index:", p)
print("<= 30 (sorted):", head)
print("> 30 (sorted):", tail)

var scores = [88, 92, 75, 92, 60, 100, 81]
scores.sort()
print("ascending:", scores)
scores.sort(by: >)
print("descending:", scores)

let names = ["Kofi", "Abena", "Peter", "Kweku", "Akosua"]
print("sorted():", names.sorted())
print("by length then alpha:", names.sorted { ($0.count, $0) < ($1.count, $1) })
print("reversed sort:", names.sorted(by: >))

struct Runner {
    let name: String
    let seconds: Double
}
var runners = [
    Runner(name: "Ana", seconds: 12.4),
    Runner(name: "Bea", seconds: 11.9),
    Runner(name: "Cal", seconds: 12.4),
    Runner(name: "Dov", seconds: 11.2),
]
runners.sort { a, b in
    if a.seconds != b.seconds { return a.seconds < b.seconds }
    return a.name < b.name
}
for (place, r) in runners.enumerated() {
    print("\(place + 1). \(r.name) \(r.seconds)")
}

var letters = ["a", "b", "c", "d", "e"]
letters.swapAt(0, 4)
print("swapAt(0, 4):", letters)
letters.swapAt(1, 1)
print("swapAt(1, 1) no-op:", letters)
letters.reverse()
print("reverse():", letters)

var evensFirst = Array(1...10)
let split = evensFirst.partition { $0 % 2 != 0 }
print("evens:", evensFirst[..<split].sorted(), "odds:", evensFirst[split...].sorted())

let words = ["pear", "Apple", "banana", "apple", "Cherry"]
print("case-insensitive:", words.sorted { $0.lowercased() < $1.lowercased() || ($0.lowercased() == $1.lowercased() && $0 < $1) })
print("min/max:", words.min()!, words.max()!)
print("isSorted check:", zip(scores, scores.dropFirst()).allSatisfy { $0 >= $1 })
// expect: partition index: 5
// expect: <= 30 (sorted): [10, 20, 30, 30, 30]
// expect: > 30 (sorted): [40, 60]
// expect: ascending: [60, 75, 81, 88, 92, 92, 100]
// expect: descending: [100, 92, 92, 88, 81, 75, 60]
// expect: sorted(): ["Abena", "Akosua", "Kofi", "Kweku", "Peter"]
// expect: by length then alpha: ["Kofi", "Abena", "Kweku", "Peter", "Akosua"]
// expect: reversed sort: ["Peter", "Kweku", "Kofi", "Akosua", "Abena"]
// expect: 1. Dov 11.2
// expect: 2. Bea 11.9
// expect: 3. Ana 12.4
// expect: 4. Cal 12.4
// expect: swapAt(0, 4): ["e", "b", "c", "d", "a"]
// expect: swapAt(1, 1) no-op: ["e", "b", "c", "d", "a"]
// expect: reverse(): ["a", "d", "c", "b", "e"]
// expect: evens: [2, 4, 6, 8, 10] odds: [1, 3, 5, 7, 9]
// expect: case-insensitive: ["Apple", "apple", "banana", "Cherry", "pear"]
// expect: min/max: Apple pear
// expect: isSorted check: true
