// Compiler test style: String as Hashable key with canonically equivalent spellings
var table: [String: Int] = [:]
table["caf\u{E9}"] = 1
table["cafe\u{301}"] = 2
print(table.count)
print(table["caf\u{E9}"]!)

let chars: [Character] = ["\u{E9}", "e\u{301}", "e"]
var seen: [Character: Int] = [:]
for c in chars { seen[c, default: 0] += 1 }
print(seen.count)
for key in seen.keys.sorted() {
  print(key.unicodeScalars.count, seen[key]!)
}
let uniq = Set(["a", "b", "a", "c", "b"])
print(uniq.count, uniq.sorted())
print("abc".hashValue == ("ab" + "c").hashValue)
// expect: 1
// expect: 2
// expect: 2
// expect: 1 1
// expect: 1 2
// expect: 3 ["a", "b", "c"]
// expect: true
