// A Set from an array literal typed by annotation (`let s: Set = [...]`), insert results, update(with:) and set algebra.
// Expected output: swiftc 6.3.1 on this machine.
let vowels: Set = ["a", "e", "i", "o", "u"]
let word = "education"
let used = Set(word.map(String.init)).intersection(vowels)
print(used.sorted(), vowels.count, type(of: vowels))
var tags: Set<String> = ["swift"]
print(tags.insert("ios").inserted, tags.insert("swift").inserted)
print(tags.update(with: "swift") as Any, tags.update(with: "linux") as Any)
print(tags.sorted(), tags.contains("linux"))
let a: Set = [1, 2, 3]
let b: Set<Int> = [3, 4]
print(a.union(b).sorted(), a.subtracting(b).sorted(), a.isDisjoint(with: [7]), a == [3, 2, 1])

// expect: ["a", "e", "i", "o", "u"] 5 Set<String>
// expect: true false
// expect: Optional("swift") nil
// expect: ["ios", "linux", "swift"] true
// expect: [1, 2, 3, 4] [1, 2] true true
