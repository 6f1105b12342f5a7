// Compiler test style: Optional.map and flatMap chains versus optional chaining
struct User {
    let name: String
    let managerID: Int?
}
let users: [Int: User] = [
    1: User(name: "root", managerID: nil),
    2: User(name: "mia", managerID: 1),
    3: User(name: "leo", managerID: 2),
    4: User(name: "orphan", managerID: 99),
]

func managerName(of id: Int) -> String? {
    users[id].flatMap { $0.managerID }.flatMap { users[$0] }.map { $0.name }
}
for id in 1...5 {
    print(id, managerName(of: id) ?? "-")
}

let s: String? = "42"
let nested = s.map { Int($0) }
print(nested as Any)
print(s.flatMap { Int($0) } as Any)
let bad: String? = "x"
print(bad.map { Int($0) } as Any, bad.flatMap { Int($0) } as Any)
let none: Int? = nil
print(none.map { $0 * 2 } as Any, Optional(21).map { $0 * 2 }!)
var touched = false
_ = none.map { _ in touched = true }
print("touched:", touched)
let lengths = ["a", nil, "abc"].map { $0.map { $0.count } ?? -1 }
print(lengths)
// expect: 1 -
// expect: 2 root
// expect: 3 mia
// expect: 4 -
// expect: 5 -
// expect: Optional(Optional(42))
// expect: Optional(42)
// expect: Optional(nil) nil
// expect: nil 42
// expect: touched: false
// expect: [1, -1, 3]
