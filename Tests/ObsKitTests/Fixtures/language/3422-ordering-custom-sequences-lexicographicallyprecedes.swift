// Swift book style: ordering custom sequences: lexicographicallyPrecedes, elementsEqual, starts(with:), sorted(by:) with multiple keys, min(by:)
struct Word: Sequence, Comparable, CustomStringConvertible {
    let letters: [Character]
    init(_ s: String) { letters = Array(s) }
    func makeIterator() -> IndexingIterator<[Character]> { letters.makeIterator() }
    static func < (a: Word, b: Word) -> Bool { a.lexicographicallyPrecedes(b) }
    static func == (a: Word, b: Word) -> Bool { a.elementsEqual(b) }
    var description: String { String(letters) }
}

struct Employee {
    let name: String
    let dept: String
    let salary: Int
}

let words = ["pear", "peach", "apple", "pea", "Banana"].map(Word.init)
print(words.sorted())
print(words.sorted(by: >))
print(Word("pea") < Word("peach"), Word("b") < Word("a"), Word("x") == Word("x"))
print(Word("peach").starts(with: "pea"), Word("peach").starts(with: Word("pear")))
print(words.min()!, words.max()!)
print(words.map { $0.underestimatedCount }, words[1].contains("c"))
print(Word("abc").lexicographicallyPrecedes(Word("ABC")) { $0.lowercased() < $1.lowercased() })
print(Word("abc").elementsEqual(Word("ABC")) { $0.lowercased() == $1.lowercased() })

let staff = [
    Employee(name: "Zoe", dept: "ops", salary: 70),
    Employee(name: "Abe", dept: "dev", salary: 90),
    Employee(name: "Mia", dept: "ops", salary: 85),
    Employee(name: "Cal", dept: "dev", salary: 90),
    Employee(name: "Ivy", dept: "dev", salary: 60),
]
let ordered = staff.sorted { ($0.dept, -$0.salary, $0.name) < ($1.dept, -$1.salary, $1.name) }
for e in ordered { print(e.dept, e.salary, e.name) }
print(staff.min(by: { $0.salary < $1.salary })!.name, staff.max(by: { $0.name < $1.name })!.name)
print([3, 1, 2].lexicographicallyPrecedes([3, 1]), [[1, 2], [1], [0, 9]].sorted { $0.lexicographicallyPrecedes($1) })
print(staff.map(\.salary).sorted(by: >).prefix(3))
// expect: [Banana, apple, pea, peach, pear]
// expect: [pear, peach, pea, apple, Banana]
// expect: true false true
// expect: true false
// expect: Banana pear
// expect: [0, 0, 0, 0, 0] true
// expect: false
// expect: true
// expect: dev 90 Abe
// expect: dev 90 Cal
// expect: dev 60 Ivy
// expect: ops 85 Mia
// expect: ops 70 Zoe
// expect: Ivy Zoe
// expect: false [[0, 9], [1], [1, 2]]
// expect: [90, 90, 85]
