// Compiler test style (stdlib): Array elementsEqual/starts(with:)/lexicographicallyPrecedes/sorted(by:) stability/reversed
let version = [1, 4, 2]
let other = [1, 4, 10]
print(version.elementsEqual(other), version.elementsEqual([1, 4, 2]))
print(version.starts(with: [1, 4]), version.starts(with: [4]), version.starts(with: []))
print(version.lexicographicallyPrecedes(other), other.lexicographicallyPrecedes(version))
print([1, 2].lexicographicallyPrecedes([1, 2, 0]), [Int]().lexicographicallyPrecedes([]))

let words = ["pear", "Apple", "fig", "banana"]
print(words.lexicographicallyPrecedes(["pear", "apple"]))
print(words.elementsEqual(["PEAR", "APPLE", "FIG", "BANANA"], by: { $0.uppercased() == $1 }))
print(words.starts(with: ["PEAR"], by: { $0.lowercased() == $1.lowercased() }))

struct Employee {
    let name: String
    let department: String
    let level: Int
}

let staff = [
    Employee(name: "Ana", department: "ops", level: 2),
    Employee(name: "Ben", department: "eng", level: 3),
    Employee(name: "Cai", department: "ops", level: 3),
    Employee(name: "Dee", department: "eng", level: 2),
    Employee(name: "Eli", department: "ops", level: 2),
    Employee(name: "Fay", department: "eng", level: 3),
]

let byLevel = staff.sorted(by: { $0.level < $1.level })
print(byLevel.map { $0.name }.joined(separator: ","))
let byDept = staff.sorted { $0.department < $1.department }
print(byDept.map { "\($0.department):\($0.name)" }.joined(separator: " "))
let descending = staff.sorted { ($0.level, $0.name) > ($1.level, $1.name) }
print(descending.map(\.name))

let reversedNames = staff.reversed().map { $0.name }
print(reversedNames)
print(Array(version.reversed()), version.sorted(by: >))

var mutableWords = words
mutableWords.sort()
print(mutableWords)
mutableWords.sort { $0.count < $1.count }
print(mutableWords)
mutableWords.reverse()
print(mutableWords)

// expect: false true
// expect: true false true
// expect: true false
// expect: true false
// expect: true
// expect: true
// expect: true
// expect: Ana,Dee,Eli,Ben,Cai,Fay
// expect: eng:Ben eng:Dee eng:Fay ops:Ana ops:Cai ops:Eli
// expect: ["Fay", "Cai", "Ben", "Eli", "Dee", "Ana"]
// expect: ["Fay", "Eli", "Dee", "Cai", "Ben", "Ana"]
// expect: [2, 4, 1] [4, 2, 1]
// expect: ["Apple", "banana", "fig", "pear"]
// expect: ["fig", "pear", "Apple", "banana"]
// expect: ["banana", "Apple", "pear", "fig"]
