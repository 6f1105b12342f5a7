// Compiler test style (stdlib): String/Character comparison and ordering, canonical equivalence, sorting, min/max, case-insensitive compare
let names = ["zoe", "Zack", "émile", "adam", "Bea", "bea", "10", "9", ""]
print(names.sorted())
print(names.sorted(by: >).prefix(3))
print(names.sorted { $0.lowercased() < $1.lowercased() })
print(names.min()!.isEmpty, names.max()!)

print("apple" < "banana", "Apple" < "apple", "a" < "B", "abc" < "abcd", "" < "a")
print("café" == "cafe\u{301}", "café" < "cafe\u{301}", "cafe\u{301}" < "café")
print("Å" == "A\u{30A}", "\u{212B}" == "Å", "e\u{301}".count)
print(Character("é") == Character("e\u{301}"), Character("a") < Character("b"))

let fruits = ["Banana", "apple", "Cherry", "apple", "banana"]
print(fruits.sorted(), Set(fruits.map { $0.lowercased() }).sorted())
print(fruits.lexicographicallyPrecedes(["Banana", "banana"]), fruits.firstIndex(of: "banana") as Any)

func caseInsensitiveEqual(_ lhs: String, _ rhs: String) -> Bool {
    lhs.lowercased() == rhs.lowercased()
}
print(caseInsensitiveEqual("HeLLo", "hello"), caseInsensitiveEqual("straße", "STRASSE"))

let versions = ["1.10.0", "1.2.0", "1.9.3", "2.0"]
print(versions.sorted())
let numericSorted = versions.sorted {
    $0.split(separator: ".").map { Int($0)! }.lexicographicallyPrecedes($1.split(separator: ".").map { Int($0)! })
}
print(numericSorted)

print(["b", "a", "c"].max() as Any, ["b", "a", "c"].min(by: >) as Any)
print("abc".elementsEqual("abc"), "abc".starts(with: "ab"), "ABC".lowercased().hasPrefix("ab"))
let ordered = ["b", "a", "a", "c"].sorted()
print(ordered, ordered == ordered.sorted(), zip(ordered, ordered.dropFirst()).allSatisfy { $0 <= $1 })

// expect: ["", "10", "9", "Bea", "Zack", "adam", "bea", "zoe", "émile"]
// expect: ["émile", "zoe", "bea"]
// expect: ["", "10", "9", "adam", "Bea", "bea", "Zack", "zoe", "émile"]
// expect: true émile
// expect: true true false true true
// expect: true false false
// expect: true true 1
// expect: true true
// expect: ["Banana", "Cherry", "apple", "apple", "banana"] ["apple", "banana", "cherry"]
// expect: true Optional(4)
// expect: true false
// expect: ["1.10.0", "1.2.0", "1.9.3", "2.0"]
// expect: ["1.2.0", "1.9.3", "1.10.0", "2.0"]
// expect: Optional("c") Optional("c")
// expect: true true true
// expect: ["a", "a", "b", "c"] true true
