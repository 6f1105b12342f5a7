// Swift stdlib test style (Sequence APIs): sorted(by:) is stable for equal keys on tuples, reversed() views, first(where:), last(where:) and multi-key sorting
let people = [("ann", 30), ("bob", 25), ("cid", 30), ("dee", 25), ("eve", 35), ("fay", 25)]
let byAge = people.sorted { $0.1 < $1.1 }
print(byAge.map { "\($0.0):\($0.1)" }.joined(separator: " "))
let byAgeDesc = people.sorted { $0.1 > $1.1 }
print(byAgeDesc.map(\.0))
let byAgeThenName = people.sorted { ($0.1, $1.0) < ($1.1, $0.0) }
print(byAgeThenName.map(\.0))

var items = Array(0..<20).map { ($0 % 3, $0) }
items.sort { $0.0 < $1.0 }
print(items.map { $0.1 })
let stableCheck = zip(items, items.dropFirst()).allSatisfy { $0.0 < $1.0 || ($0.0 == $1.0 && $0.1 < $1.1) }
print("stable:", stableCheck)

let words = ["pear", "fig", "apple", "kiwi", "plum", "banana", "date"]
print(words.sorted { $0.count < $1.count })
print(words.sorted(by: >))
print(words.sorted { $0.count != $1.count ? $0.count > $1.count : $0 < $1 })

let rev = words.reversed()
print(Array(rev))
print(rev.first!, rev.last!, Array(rev.prefix(2)))
print(Array((1...5).reversed()), String("abc".reversed()))
print(Array(words.reversed().reversed()) == words)

print(words.first(where: { $0.count > 4 }) ?? "none")
print(words.last(where: { $0.count == 4 }) ?? "none")
print(words.first(where: { $0.hasPrefix("z") }) ?? "none")
print(people.first(where: { $0.1 == 25 })!.0, people.last(where: { $0.1 == 30 })!.0)
if let idx = words.lastIndex(where: { $0.contains("a") }) { print("last with a:", idx, words[idx]) }

var numbers = [5, 3, 9, 1]
numbers.sort(by: >)
print(numbers)
numbers.reverse()
print(numbers, numbers.sorted() == numbers)

// expect: bob:25 dee:25 fay:25 ann:30 cid:30 eve:35
// expect: ["eve", "ann", "cid", "bob", "dee", "fay"]
// expect: ["fay", "dee", "bob", "cid", "ann", "eve"]
// expect: [0, 3, 6, 9, 12, 15, 18, 1, 4, 7, 10, 13, 16, 19, 2, 5, 8, 11, 14, 17]
// expect: stable: true
// expect: ["fig", "pear", "kiwi", "plum", "date", "apple", "banana"]
// expect: ["plum", "pear", "kiwi", "fig", "date", "banana", "apple"]
// expect: ["banana", "apple", "date", "kiwi", "pear", "plum", "fig"]
// expect: ["date", "banana", "plum", "kiwi", "apple", "fig", "pear"]
// expect: date pear ["date", "banana"]
// expect: [5, 4, 3, 2, 1] cba
// expect: true
// expect: apple
// expect: date
// expect: none
// expect: bob cid
// expect: last with a: 6 date
// expect: [9, 5, 3, 1]
// expect: [1, 3, 5, 9] true
