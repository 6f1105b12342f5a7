// Standard library API style (sequence comparison): elementsEqual, lexicographicallyPrecedes, starts(with:) with and without predicates
let a = [1, 2, 3]
let b = [1, 2, 3, 4]
print("elementsEqual a a:", a.elementsEqual([1, 2, 3]))
print("elementsEqual a b:", a.elementsEqual(b))
print("elementsEqual range:", a.elementsEqual(1...3))
print("elementsEqual by:", ["A", "b"].elementsEqual(["a", "B"]) { $0.lowercased() == $1.lowercased() })
print("elementsEqual empty:", [Int]().elementsEqual(EmptyCollection<Int>()))
print("lex a<b:", a.lexicographicallyPrecedes(b))
print("lex b<a:", b.lexicographicallyPrecedes(a))
print("lex equal:", a.lexicographicallyPrecedes(a))
print("lex [2] < [1,9]:", [2].lexicographicallyPrecedes([1, 9]))
print("lex empty < any:", [Int]().lexicographicallyPrecedes([0]))
print("lex strings:", ["apple", "pear"].lexicographicallyPrecedes(["apple", "peach"]))
print("lex by length:", ["aaa", "b"].lexicographicallyPrecedes(["cc", "d"]) { $0.count < $1.count })
print("lex chars:", "abc".lexicographicallyPrecedes("abd"), "Zebra".lexicographicallyPrecedes("apple"))
print("starts a b:", b.starts(with: a))
print("starts b a:", a.starts(with: b))
print("starts empty:", a.starts(with: []))
print("starts range:", (0..<10).starts(with: 0...2))
print("starts by:", [10, 20, 30].starts(with: [1, 2]) { $0 == $1 * 10 })
print("string starts:", "swiftly".starts(with: "swift"), "swift".hasPrefix("swiftly"))
print("tuples compare:", (1, "b") < (1, "c"), (2, 0) > (1, 99), (1, 2, 3) == (1, 2, 3))
let versions = [[1, 10, 0], [1, 2, 5], [1, 2], [0, 9, 9]]
let sorted = versions.sorted { $0.lexicographicallyPrecedes($1) }
print("sorted versions:", sorted.map { $0.map(String.init).joined(separator: ".") })
print("max version:", versions.max { $0.lexicographicallyPrecedes($1) }!)
print("strings compare:", "a" < "B", "B" < "a", "abc" < "abcd", "" < "a")
print("sorted words:", ["banana", "Apple", "cherry", "apple"].sorted())
print("caseless sorted:", ["banana", "Apple", "cherry", "apple"].sorted { ($0.lowercased(), $0) < ($1.lowercased(), $1) })
print("zip equal:", zip(a, b).allSatisfy { $0 == $1 })
print("stride equal:", stride(from: 0, to: 6, by: 2).elementsEqual([0, 2, 4]))

// expect: elementsEqual a a: true
// expect: elementsEqual a b: false
// expect: elementsEqual range: true
// expect: elementsEqual by: true
// expect: elementsEqual empty: true
// expect: lex a<b: true
// expect: lex b<a: false
// expect: lex equal: false
// expect: lex [2] < [1,9]: false
// expect: lex empty < any: true
// expect: lex strings: false
// expect: lex by length: false
// expect: lex chars: true true
// expect: starts a b: true
// expect: starts b a: false
// expect: starts empty: true
// expect: starts range: true
// expect: starts by: true
// expect: string starts: true false
// expect: tuples compare: true true true
// expect: sorted versions: ["0.9.9", "1.2", "1.2.5", "1.10.0"]
// expect: max version: [1, 10, 0]
// expect: strings compare: false true true true
// expect: sorted words: ["Apple", "apple", "banana", "cherry"]
// expect: caseless sorted: ["Apple", "apple", "banana", "cherry"]
// expect: zip equal: true
// expect: stride equal: true
