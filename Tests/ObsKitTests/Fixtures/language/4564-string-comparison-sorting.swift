// App code style: comparing and sorting strings
let names = ["bob", "Alice", "alice", "Émile", "Zoe", "bob2", "bob10", "", "Bob"]
print(names.sorted())
print(names.sorted(by: >))
print(names.sorted { $0.lowercased() < $1.lowercased() || ($0.lowercased() == $1.lowercased() && $0 < $1) })

print("apple" < "banana", "Apple" < "apple", "a" < "B", "abc" < "abcd")
print("café" == "cafe\u{301}", "café" < "cafz")
print(["b", "a", "c"].min()!, ["b", "a", "c"].max()!)

func naturalLess(_ a: String, _ b: String) -> Bool {
    var ia = a.startIndex
    var ib = b.startIndex
    while ia < a.endIndex && ib < b.endIndex {
        let ca = a[ia], cb = b[ib]
        if ca.isNumber && cb.isNumber {
            var na = 0, nb = 0
            while ia < a.endIndex, let d = a[ia].wholeNumberValue { na = na * 10 + d; ia = a.index(after: ia) }
            while ib < b.endIndex, let d = b[ib].wholeNumberValue { nb = nb * 10 + d; ib = b.index(after: ib) }
            if na != nb { return na < nb }
        } else {
            if ca != cb { return ca < cb }
            ia = a.index(after: ia)
            ib = b.index(after: ib)
        }
    }
    return a.count < b.count
}
let files = ["file10.txt", "file2.txt", "file1.txt", "file20.txt", "file3.txt", "doc.txt"]
print(files.sorted())
print(files.sorted(by: naturalLess))

struct Person {
    let first: String
    let last: String
    let age: Int
}
let people = [
    Person(first: "Grace", last: "Hopper", age: 85),
    Person(first: "Alan", last: "Turing", age: 41),
    Person(first: "Ada", last: "Lovelace", age: 36),
    Person(first: "Alan", last: "Kay", age: 84),
]
let byName = people.sorted { ($0.last, $0.first) < ($1.last, $1.first) }
print(byName.map { "\($0.last), \($0.first)" })
let byFirstThenAge = people.sorted {
    if $0.first != $1.first { return $0.first < $1.first }
    return $0.age > $1.age
}
print(byFirstThenAge.map { "\($0.first) \($0.age)" }.joined(separator: "; "))

let words = ["pear", "fig", "banana", "kiwi", "apple", "date"]
print(words.sorted { $0.count != $1.count ? $0.count < $1.count : $0 < $1 })
print(words.sorted { String($0.reversed()) < String($1.reversed()) })

print("hello".hasPrefix("he"), "hello".hasSuffix("lo"), "hello".contains("ell"))
print("Hello".lowercased() == "hELLO".lowercased())
print("abc".compare(with: "abd"), "b".compare(with: "a"), "x".compare(with: "x"))

extension String {
    func compare(with other: String) -> Int {
        if self < other { return -1 }
        if self > other { return 1 }
        return 0
    }
}

let mixed = ["10", "9", "100", "1"]
print(mixed.sorted(), mixed.sorted { Int($0)! < Int($1)! })
print(words.lexicographicallyPrecedes(["pear", "fig", "carrot"]))
print(Array("hello").sorted().map(String.init).joined(), String("hello".sorted(by: >)))
var unique = Array(Set(words.map { $0.first! })).sorted()
unique.removeLast()
print(unique)

// expect: ["", "Alice", "Bob", "Zoe", "alice", "bob", "bob10", "bob2", "Émile"]
// expect: ["Émile", "bob2", "bob10", "bob", "alice", "Zoe", "Bob", "Alice", ""]
// expect: ["", "Alice", "alice", "Bob", "bob", "bob10", "bob2", "Zoe", "Émile"]
// expect: true true false true
// expect: true false
// expect: a c
// expect: ["doc.txt", "file1.txt", "file10.txt", "file2.txt", "file20.txt", "file3.txt"]
// expect: ["doc.txt", "file1.txt", "file2.txt", "file3.txt", "file10.txt", "file20.txt"]
// expect: ["Hopper, Grace", "Kay, Alan", "Lovelace, Ada", "Turing, Alan"]
// expect: Ada 36; Alan 84; Alan 41; Grace 85
// expect: ["fig", "date", "kiwi", "pear", "apple", "banana"]
// expect: ["banana", "apple", "date", "fig", "kiwi", "pear"]
// expect: true true true
// expect: true
// expect: -1 1 0
// expect: ["1", "10", "100", "9"] ["1", "9", "10", "100"]
// expect: true
// expect: ehllo ollhe
// expect: ["a", "b", "d", "f", "k"]
