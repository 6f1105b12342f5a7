// Hacking with Swift style: access control (private, private(set), fileprivate) and static properties

struct BankAccount {
    private(set) var funds = 0
    private var history: [String] = []

    mutating func deposit(amount: Int) {
        funds += amount
        history.append("+\(amount)")
    }

    mutating func withdraw(amount: Int) -> Bool {
        if funds >= amount {
            funds -= amount
            history.append("-\(amount)")
            return true
        }
        history.append("declined \(amount)")
        return false
    }

    func statement() -> String {
        history.joined(separator: ", ")
    }
}

var account = BankAccount()
account.deposit(amount: 100)
let success = account.withdraw(amount: 200)
print(success ? "Withdrew money successfully" : "Failed to get the money")
_ = account.withdraw(amount: 30)
print("Funds: \(account.funds)")
print("Statement: \(account.statement())")
// account.funds = 1_000_000  // error: setter is inaccessible

// Static properties and methods belong to the type itself.
struct School {
    static var studentCount = 0
    static let motto = "Learn by doing"

    static func add(student: String) {
        print("\(student) joined the school.")
        studentCount += 1
    }
}
School.add(student: "Taylor Swift")
School.add(student: "Ed Sheeran")
print("Students: \(School.studentCount)")
print("Motto: \(School.motto)")

// A common use: shared constants and example data.
struct AppData {
    static let version = "1.3"
    static let settings = "settings.json"
    static let homeURL = "https://www.example.com"
}
print("Version \(AppData.version), loading \(AppData.settings)")

struct Employee {
    let username: String
    let password: String

    static let example = Employee(username: "cfederighi", password: "hairforceone")
}
print("Example user: \(Employee.example.username), password length \(Employee.example.password.count)")

// Static property used to count instances, accessed via Self inside the type.
class Ticket {
    private static var nextNumber = 1
    let number: Int
    init() {
        number = Self.nextNumber
        Self.nextNumber += 1
    }
    static func reset() { nextNumber = 1 }
}
let tickets = (0..<3).map { _ in Ticket() }
print("Tickets: \(tickets.map(\.number))")
Ticket.reset()
print("After reset: \(Ticket().number)")

// fileprivate: visible to everything in this file
fileprivate struct Secret {
    fileprivate var code = "4-8-15-16-23-42"
}
print("Secret digits: \(Secret().code.split(separator: "-").count)")
// expect: Failed to get the money
// expect: Funds: 70
// expect: Statement: +100, declined 200, -30
// expect: Taylor Swift joined the school.
// expect: Ed Sheeran joined the school.
// expect: Students: 2
// expect: Motto: Learn by doing
// expect: Version 1.3, loading settings.json
// expect: Example user: cfederighi, password length 12
// expect: Tickets: [1, 2, 3]
// expect: After reset: 1
// expect: Secret digits: 6
