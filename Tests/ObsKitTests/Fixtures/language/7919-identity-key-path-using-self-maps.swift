// Sundell style (identity key path): using \.self in maps, dictionaries and generic code
func values<T, V>(_ items: [T], _ path: KeyPath<T, V>) -> [V] {
    items.map { $0[keyPath: path] }
}

let nums = [3, 1, 2]
print(values(nums, \.self))
print(values(["x", "yy"], \.self.count))

var n = 5
n[keyPath: \.self] = 42
print(n)

let grouped = Dictionary(grouping: ["apple", "avocado", "banana", "blueberry", "cherry"], by: \.first!)
for key in grouped.keys.sorted() {
    print(key, grouped[key]!)
}

let counts = Dictionary(uniqueKeysWithValues: ["one", "three"].map { ($0, $0.count) })
print(counts.sorted(by: { $0.key < $1.key }).map(\.value))
let idPath: WritableKeyPath<String, String> = \.self
var word = "hello"
word[keyPath: idPath] = word.uppercased()
print(word)
print(Set([1, 2, 2, 3]).map(\.self).sorted())
// expect: [3, 1, 2]
// expect: [1, 2]
// expect: 42
// expect: a ["apple", "avocado"]
// expect: b ["banana", "blueberry"]
// expect: c ["cherry"]
// expect: [3, 5]
// expect: HELLO
// expect: [1, 2, 3]
