// Blog style (canonical equivalence): precomposed vs combining é compare equal
let precomposed = "caf\u{E9}"
let decomposed = "cafe\u{301}"
print(precomposed == decomposed)
print(precomposed.count, decomposed.count)
print(precomposed.unicodeScalars.count, decomposed.unicodeScalars.count)
print(precomposed.utf8.count, decomposed.utf8.count)
let c1: Character = "\u{E9}"
let c2: Character = "e\u{301}"
print("characters equal:", c1 == c2)
var set: Set<String> = [precomposed]
print("set contains decomposed:", set.contains(decomposed))
set.insert(decomposed)
print("set size:", set.count)
let dict = [precomposed: 1]
print("dict lookup:", dict[decomposed] ?? 0)
print(Array(precomposed.utf8) == Array(decomposed.utf8))
print(decomposed.hasSuffix("\u{E9}"), decomposed.hasSuffix("e"))
// expect: true
// expect: 4 4
// expect: 4 5
// expect: 5 6
// expect: characters equal: true
// expect: set contains decomposed: true
// expect: set size: 1
// expect: dict lookup: 1
// expect: false
// expect: true false
