// App code style: library checkout system with protocol extensions
protocol LibraryItem: CustomStringConvertible {
    var title: String { get }
    var loanDays: Int { get }
    var finePerDay: Int { get }
}

extension LibraryItem {
    var finePerDay: Int { 10 }
    func fine(daysKept: Int) -> Int {
        max(0, daysKept - loanDays) * finePerDay
    }
    var description: String { "\(type(of: self))(\(title))" }
}

struct Book: LibraryItem {
    let title: String
    let loanDays = 21
}

struct DVD: LibraryItem {
    let title: String
    let loanDays = 7
    var finePerDay: Int { 50 }
}

struct Magazine: LibraryItem {
    let title: String
    let loanDays = 3
    var description: String { "Magazine: \(title)" }
}

struct Loan {
    let member: String
    let item: any LibraryItem
    let daysKept: Int
}

let loans: [Loan] = [
    Loan(member: "kim", item: Book(title: "Dune"), daysKept: 30),
    Loan(member: "lee", item: DVD(title: "Alien"), daysKept: 9),
    Loan(member: "kim", item: Magazine(title: "Wired"), daysKept: 2),
    Loan(member: "ola", item: Book(title: "Emma"), daysKept: 21),
    Loan(member: "lee", item: Magazine(title: "Vogue"), daysKept: 10),
    Loan(member: "ola", item: DVD(title: "Heat"), daysKept: 7),
]

for loan in loans {
    let f = loan.item.fine(daysKept: loan.daysKept)
    print("\(loan.member) \(loan.item) kept \(loan.daysKept)d fine \(f)")
}

let finesByMember = loans.reduce(into: [String: Int]()) { acc, loan in
    acc[loan.member, default: 0] += loan.item.fine(daysKept: loan.daysKept)
}
for (member, fine) in finesByMember.sorted(by: { ($0.value, $0.key) > ($1.value, $1.key) }) {
    let bar = String(repeating: "=", count: fine / 20)
    print("\(member): \(fine) \(bar)")
}

let overdue = loans.filter { $0.daysKept > $0.item.loanDays }
print("overdue titles: \(overdue.map(\.item.title))")
let dvdCount = loans.filter { $0.item is DVD }.count
print("dvds: \(dvdCount)")
if let firstMagazine = loans.lazy.compactMap({ $0.item as? Magazine }).first {
    print("first magazine: \(firstMagazine)")
}
let members = Set(loans.map(\.member))
let clean = members.subtracting(overdue.map(\.member))
print("members: \(members.sorted()), no overdue: \(clean.sorted())")

// expect: kim Book(Dune) kept 30d fine 90
// expect: lee DVD(Alien) kept 9d fine 100
// expect: kim Magazine: Wired kept 2d fine 0
// expect: ola Book(Emma) kept 21d fine 0
// expect: lee Magazine: Vogue kept 10d fine 70
// expect: ola DVD(Heat) kept 7d fine 0
// expect: lee: 170 ========
// expect: kim: 90 ====
// expect: ola: 0 
// expect: overdue titles: ["Dune", "Alien", "Vogue"]
// expect: dvds: 2
// expect: first magazine: Magazine: Wired
// expect: members: ["kim", "lee", "ola"], no overdue: ["ola"]
