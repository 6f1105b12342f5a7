// App code style: library checkout system with due days and late fees
struct Book: Hashable, CustomStringConvertible {
    let isbn: String
    let title: String
    var description: String { "'\(title)'" }
}

final class Member {
    let name: String
    var loans: [Book: Int] = [:]
    var feesOwed = 0
    init(_ name: String) { self.name = name }
    var canBorrow: Bool { loans.count < Library.maxLoans && feesOwed < 100 }
}

final class Library {
    static let maxLoans = 2
    static let loanDays = 14
    static let feePerDay = 25
    private var available: Set<Book>
    private(set) var events: [String] = []

    init(books: [Book]) { available = Set(books) }

    func checkout(_ book: Book, to m: Member, day: Int) {
        guard m.canBorrow else { events.append("day \(day): \(m.name) blocked"); return }
        guard available.remove(book) != nil else { events.append("day \(day): \(book) unavailable for \(m.name)"); return }
        m.loans[book] = day + Library.loanDays
        events.append("day \(day): \(m.name) borrows \(book), due \(day + Library.loanDays)")
    }

    func giveBack(_ book: Book, from m: Member, day: Int) {
        guard let due = m.loans.removeValue(forKey: book) else { return }
        available.insert(book)
        let late = max(0, day - due)
        m.feesOwed += late * Library.feePerDay
        events.append("day \(day): \(m.name) returns \(book)" + (late > 0 ? " \(late) days late" : ""))
    }

    var shelf: [String] { available.map(\.title).sorted() }
}

let dune = Book(isbn: "1", title: "Dune")
let emma = Book(isbn: "2", title: "Emma")
let ulysses = Book(isbn: "3", title: "Ulysses")
let lib = Library(books: [dune, emma, ulysses])
let ada = Member("Ada"), bo = Member("Bo")

lib.checkout(dune, to: ada, day: 1)
lib.checkout(emma, to: ada, day: 2)
lib.checkout(ulysses, to: ada, day: 3)
lib.checkout(dune, to: bo, day: 4)
lib.checkout(ulysses, to: bo, day: 5)
lib.giveBack(dune, from: ada, day: 20)
lib.checkout(dune, to: bo, day: 21)
lib.giveBack(emma, from: ada, day: 16)
lib.giveBack(ulysses, from: bo, day: 19)
lib.checkout(emma, to: ada, day: 22)
lib.events.forEach { print($0) }
for m in [ada, bo] {
    print("\(m.name): fees \(m.feesOwed), loans \(m.loans.keys.map(\.title).sorted()), can borrow \(m.canBorrow)")
}
print("shelf: \(lib.shelf)")
// expect: day 1: Ada borrows 'Dune', due 15
// expect: day 2: Ada borrows 'Emma', due 16
// expect: day 3: Ada blocked
// expect: day 4: 'Dune' unavailable for Bo
// expect: day 5: Bo borrows 'Ulysses', due 19
// expect: day 20: Ada returns 'Dune' 5 days late
// expect: day 21: Bo borrows 'Dune', due 35
// expect: day 16: Ada returns 'Emma'
// expect: day 19: Bo returns 'Ulysses'
// expect: day 22: Ada blocked
// expect: Ada: fees 125, loans [], can borrow false
// expect: Bo: fees 0, loans ["Dune"], can borrow true
// expect: shelf: ["Emma", "Ulysses"]
