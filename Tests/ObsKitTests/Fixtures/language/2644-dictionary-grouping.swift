// Compiler test style: Dictionary(grouping:by:) on strings and numbers, printed deterministically
let words = ["apple", "avocado", "banana", "blueberry", "cherry", "apricot", "kiwi"]
let byFirst = Dictionary(grouping: words, by: { $0.first! })
for key in byFirst.keys.sorted() {
    print(key, byFirst[key]!)
}
let byLength = Dictionary(grouping: words) { $0.count }
print(byLength.keys.sorted())
print(byLength[6] ?? [], byLength[9] ?? [])
print(byLength[100] == nil)

let nums = Array(1...12)
let byMod = Dictionary(grouping: nums, by: { $0 % 4 })
print(byMod.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" })

let letters = Dictionary(grouping: "Hello World".filter { $0.isLetter }, by: { $0.isUppercase })
print(String(letters[true]!), String(letters[false]!))
let counts = byFirst.mapValues { $0.count }
print(counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map { "\($0.key)\($0.value)" })
let parity = Dictionary(grouping: nums) { $0.isMultiple(of: 2) ? "even" : "odd" }
    .mapValues { $0.reduce(0, +) }
print(parity.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
// expect: a ["apple", "avocado", "apricot"]
// expect: b ["banana", "blueberry"]
// expect: c ["cherry"]
// expect: k ["kiwi"]
// expect: [4, 5, 6, 7, 9]
// expect: ["banana", "cherry"] ["blueberry"]
// expect: true
// expect: ["0:[4, 8, 12]", "1:[1, 5, 9]", "2:[2, 6, 10]", "3:[3, 7, 11]"]
// expect: HW elloorld
// expect: ["a3", "b2", "c1", "k1"]
// expect: ["even=42", "odd=36"]
