// Swift book style: comparing strings and characters
print("apple" < "banana", "Zebra" < "apple", "a" < "B")
print("abc" < "abcd", "" < "a", "abc" == "abc")
print(["pear", "Apple", "banana", "apple", "Banana"].sorted())
print(["é", "e", "z", "f", "E\u{301}"].sorted())
print("café" == "cafe\u{301}", "café" < "cafe", "Å" == "A\u{30A}")
let chars: [Character] = ["b", "A", "a", "Z", "1", " "]
print(chars.sorted(), chars.max()!, "[\(chars.min()!)]")
print(Character("a") < Character("b"), Character("é") > Character("z"))
print("10" < "9", "10".count < "9".count)
let names = ["bob", "Alice", "carol", "Dave"]
print(names.sorted { $0.lowercased() < $1.lowercased() })
print(names.min()!, names.max()!)
print("hello".max()!, "hello".min()!, "hello".sorted())
print(String("swift".sorted()), String("swift".sorted(by: >)))
print("abc".compare(to: "abd"), "b".compare(to: "a"), "x".compare(to: "x"))
extension String {
    func compare(to other: String) -> Int { self < other ? -1 : (self == other ? 0 : 1) }
}
print(["b2", "a10", "a2", "b1"].sorted())
print("straße".uppercased(), "ǅ".lowercased(), "İ".lowercased().count)

// expect: true true false
// expect: true true true
// expect: ["Apple", "Banana", "apple", "banana", "pear"]
// expect: ["e", "f", "z", "É", "é"]
// expect: true false true
// expect: [" ", "1", "A", "Z", "a", "b"] b [ ]
// expect: true true
// expect: true false
// expect: ["Alice", "bob", "carol", "Dave"]
// expect: Alice carol
// expect: o e ["e", "h", "l", "l", "o"]
// expect: fistw wtsif
// expect: -1 1 0
// expect: ["a10", "a2", "b1", "b2"]
// expect: STRASSE ǆ 1
