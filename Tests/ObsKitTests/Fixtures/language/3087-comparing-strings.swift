// Compiler test style: String comparison operators and canonical equivalence
print("a" < "b", "B" < "a", "abc" < "abd", "ab" < "abc")
print("" < "a", "" == "")
print("Zebra" < "apple")
print("10" < "9")

let e1 = "\u{E9}"
let e2 = "e\u{301}"
print(e1 == e2, e1 < e2, e1 > e2)
print(Character(e1) == Character(e2))

let k1 = "\u{212B}"   // ANGSTROM SIGN
let k2 = "\u{C5}"     // LATIN CAPITAL A WITH RING
print(k1 == k2)
print("abc".elementsEqual("abc"))
print("ABC".lowercased() == "abc", "ABC" == "abc")

let words = ["pear", "peach", "pea"]
for w in words {
  print(w, w < "peach" ? "before" : (w == "peach" ? "same" : "after"))
}
// expect: true true true true
// expect: true true
// expect: true
// expect: true
// expect: true false false
// expect: true
// expect: true
// expect: true
// expect: true false
// expect: pear after
// expect: peach same
// expect: pea before
