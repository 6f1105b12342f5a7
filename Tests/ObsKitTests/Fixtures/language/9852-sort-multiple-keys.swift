// Stack Overflow style: sort an array of structs by multiple properties (tuple comparison)
import Foundation


struct Employee {
    let lastName: String
    let firstName: String
    let department: String
    let salary: Int
}

let staff = [
    Employee(lastName: "Smith", firstName: "Anna", department: "Sales", salary: 52000),
    Employee(lastName: "Jones", firstName: "Ben", department: "IT", salary: 61000),
    Employee(lastName: "Smith", firstName: "Aaron", department: "IT", salary: 61000),
    Employee(lastName: "Brown", firstName: "Cara", department: "Sales", salary: 48000),
    Employee(lastName: "Jones", firstName: "Abe", department: "HR", salary: 45000),
    Employee(lastName: "Adams", firstName: "Dan", department: "IT", salary: 75000),
]

// Question's attempt: chained if-statements
let sortedVerbose = staff.sorted { a, b in
    if a.lastName != b.lastName {
        return a.lastName < b.lastName
    }
    return a.firstName < b.firstName
}
print("verbose:")
for e in sortedVerbose { print("  \(e.lastName), \(e.firstName)") }

// Answer: tuples of Comparable values compare lexicographically.
let byName = staff.sorted { ($0.lastName, $0.firstName) < ($1.lastName, $1.firstName) }
print("tuple sort same: \(byName.map { $0.firstName } == sortedVerbose.map { $0.firstName })")

// Mixed directions: department ascending, salary descending, then last name.
let report = staff.sorted {
    ($0.department, $1.salary, $0.lastName) < ($1.department, $0.salary, $1.lastName)
}
print("by department, salary desc:")
for e in report {
    print("  \(e.department.padding(toLength: 6, withPad: " ", startingAt: 0)) \(e.salary) \(e.lastName)")
}

// Generic helper using key paths
func sortedBy<T, A: Comparable, B: Comparable>(_ items: [T], _ k1: KeyPath<T, A>, _ k2: KeyPath<T, B>) -> [T] {
    items.sorted { ($0[keyPath: k1], $0[keyPath: k2]) < ($1[keyPath: k1], $1[keyPath: k2]) }
}
let bySalaryThenFirst = sortedBy(staff, \.salary, \.firstName)
print("by salary then first name:")
print(bySalaryThenFirst.map { "\($0.firstName)(\($0.salary))" }.joined(separator: " "))

// Sorting tuples directly
let scores = [("bob", 90), ("amy", 95), ("cal", 90), ("ann", 95)]
let ranked = scores.sorted { ($1.1, $0.0) < ($0.1, $1.0) }
for (i, s) in ranked.enumerated() {
    print("\(i + 1). \(s.0) \(s.1)")
}

// Sorting in place
var nums = [(3, "c"), (1, "z"), (3, "a"), (2, "m")]
nums.sort { $0 < $1 }
print(nums.map { "\($0.0)\($0.1)" })
// expect: verbose:
// expect:   Adams, Dan
// expect:   Brown, Cara
// expect:   Jones, Abe
// expect:   Jones, Ben
// expect:   Smith, Aaron
// expect:   Smith, Anna
// expect: tuple sort same: true
// expect: by department, salary desc:
// expect:   HR     45000 Jones
// expect:   IT     75000 Adams
// expect:   IT     61000 Jones
// expect:   IT     61000 Smith
// expect:   Sales  52000 Smith
// expect:   Sales  48000 Brown
// expect: by salary then first name:
// expect: Abe(45000) Cara(48000) Anna(52000) Aaron(61000) Ben(61000) Dan(75000)
// expect: 1. amy 95
// expect: 2. ann 95
// expect: 3. bob 90
// expect: 4. cal 90
// expect: ["1z", "2m", "3a", "3c"]
