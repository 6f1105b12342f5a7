// Tutorial style (text tables): aligning columns with padding(toLength:withPad:startingAt:)
import Foundation

struct Employee {
    let name: String
    let role: String
    let salary: Int
}

let staff = [
    Employee(name: "Alice Johnson", role: "Engineer", salary: 125000),
    Employee(name: "Bob", role: "Designer", salary: 98000),
    Employee(name: "Chidi Anagonye", role: "Ethics Professor", salary: 61000),
    Employee(name: "Dee", role: "Intern", salary: 32000),
]

func leftPad(_ s: String, _ width: Int, _ pad: String = " ") -> String {
    s.count >= width ? s : String(repeating: pad, count: width - s.count) + s
}

let nameWidth = staff.map { $0.name.count }.max()! + 2
let roleWidth = 12

let header = "Name".padding(toLength: nameWidth, withPad: " ", startingAt: 0)
    + "Role".padding(toLength: roleWidth, withPad: " ", startingAt: 0)
    + leftPad("Salary", 8)
print(header)
print("".padding(toLength: header.count, withPad: "=-", startingAt: 0))
for e in staff {
    let line = e.name.padding(toLength: nameWidth, withPad: ".", startingAt: 0)
        + e.role.padding(toLength: roleWidth, withPad: " ", startingAt: 0)
        + leftPad(String(e.salary), 8)
    print(line)
}

// padding also truncates, and startingAt picks where in the pad string to begin
print("abcdef".padding(toLength: 3, withPad: "*", startingAt: 0))
print("ab".padding(toLength: 9, withPad: "123", startingAt: 1))
print("[" + "".padding(toLength: 0, withPad: "x", startingAt: 0) + "]")
print("x".padding(toLength: 6, withPad: "<>", startingAt: 0))
let total = staff.reduce(0) { $0 + $1.salary }
print("TOTAL".padding(toLength: nameWidth + roleWidth, withPad: " ", startingAt: 0) + leftPad(String(total), 8))
print(leftPad("7", 3, "0"), leftPad("1234", 3, "0"))
// expect: Name            Role          Salary
// expect: =-=-=-=-=-=-=-=-=-=-=-=-=-=-=-=-=-=-
// expect: Alice Johnson...Engineer      125000
// expect: Bob.............Designer       98000
// expect: Chidi Anagonye..Ethics Profe   61000
// expect: Dee.............Intern         32000
// expect: abc
// expect: ab2312312
// expect: []
// expect: x<><><
// expect: TOTAL                         316000
// expect: 007 1234
