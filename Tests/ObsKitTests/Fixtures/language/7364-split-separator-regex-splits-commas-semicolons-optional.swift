// Swift Regex style (CSV-ish parsing): split(separator:) with a regex splits on commas or semicolons with optional spaces
let rows = [
    "alice, 34 ;engineer",
    "bob;27,designer",
    "carol ,  41 ,  manager",
    "dave",
]

let separator = #/\s*[,;]\s*/#

struct Person {
    let name: String
    let age: Int?
    let role: String
}

var people: [Person] = []
for row in rows {
    let fields = row.split(separator: separator)
    print("\(fields.count) field(s): \(fields.map { "[\($0)]" }.joined())")
    guard fields.count == 3 else { continue }
    people.append(Person(name: String(fields[0]), age: Int(fields[1]), role: String(fields[2])))
}

for person in people.sorted(by: { ($0.age ?? 0) > ($1.age ?? 0) }) {
    print("\(person.name.prefix(1).uppercased() + person.name.dropFirst()) (\(person.age.map(String.init) ?? "?")): \(person.role)")
}

let words = "one  two\tthree\n\nfour".split(separator: #/\s+/#)
print(words.count, words)

// expect: 3 field(s): [alice][34][engineer]
// expect: 3 field(s): [bob][27][designer]
// expect: 3 field(s): [carol][41][manager]
// expect: 1 field(s): [dave]
// expect: Carol (41): manager
// expect: Alice (34): engineer
// expect: Bob (27): designer
// expect: 4 ["one", "two", "three", "four"]
