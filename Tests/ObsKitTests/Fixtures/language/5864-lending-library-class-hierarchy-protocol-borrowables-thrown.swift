// Hacking with Swift style (library domain): a lending library with a class hierarchy, a protocol for borrowables and thrown errors
protocol Borrowable: AnyObject {
    var title: String { get }
    var loanDays: Int { get }
    var borrower: String? { get set }
}

extension Borrowable {
    var isAvailable: Bool { borrower == nil }
}

class LibraryItem: Borrowable, CustomStringConvertible {
    let title: String
    var borrower: String?
    var loanDays: Int { 14 }
    init(title: String) { self.title = title }
    var kind: String { "item" }
    var description: String { "\(kind) '\(title)'" + (borrower.map { " -> \($0)" } ?? "") }
}

class Book: LibraryItem {
    let pages: Int
    init(title: String, pages: Int) { self.pages = pages; super.init(title: title) }
    override var kind: String { "book" }
    override var loanDays: Int { pages > 500 ? 28 : super.loanDays }
}

final class DVD: LibraryItem {
    override var kind: String { "dvd" }
    override var loanDays: Int { 7 }
}

enum LoanError: Error {
    case alreadyOnLoan(String, by: String)
    case limitReached(member: String, limit: Int)
    case notBorrowedBy(String)
}

final class Library {
    private(set) var items: [LibraryItem] = []
    let limit = 2
    func add(_ item: LibraryItem) { items.append(item) }
    func loans(of member: String) -> [LibraryItem] { items.filter { $0.borrower == member } }

    func lend(_ title: String, to member: String, today: Int) throws -> Int {
        guard let item = items.first(where: { $0.title == title }) else { throw LoanError.notBorrowedBy(title) }
        if let current = item.borrower { throw LoanError.alreadyOnLoan(title, by: current) }
        guard loans(of: member).count < limit else { throw LoanError.limitReached(member: member, limit: limit) }
        item.borrower = member
        return today + item.loanDays
    }

    func giveBack(_ title: String, from member: String) throws {
        guard let item = loans(of: member).first(where: { $0.title == title }) else {
            throw LoanError.notBorrowedBy(title)
        }
        item.borrower = nil
    }
}

let library = Library()
library.add(Book(title: "Dune", pages: 612))
library.add(Book(title: "Emma", pages: 320))
library.add(DVD(title: "Alien"))
library.add(LibraryItem(title: "Atlas"))

let requests = [("Dune", "zoe"), ("Emma", "zoe"), ("Alien", "zoe"), ("Dune", "max"), ("Alien", "max")]
for (title, member) in requests {
    do {
        print("\(member) borrows \(title), due day \(try library.lend(title, to: member, today: 100))")
    } catch LoanError.alreadyOnLoan(let t, let by) {
        print("\(t) is with \(by)")
    } catch {
        print("refused: \(error)")
    }
}
do { try library.giveBack("Alien", from: "zoe") } catch { print("return failed: \(error)") }
try? library.giveBack("Emma", from: "zoe")
print(library.items.map(\.description))
print(library.items.filter(\.isAvailable).map { "\($0.title):\($0.loanDays)" }, library.items.filter { $0 is Book }.count)

// expect: zoe borrows Dune, due day 128
// expect: zoe borrows Emma, due day 114
// expect: refused: limitReached(member: "zoe", limit: 2)
// expect: Dune is with zoe
// expect: max borrows Alien, due day 107
// expect: return failed: notBorrowedBy("Alien")
// expect: ["book \'Dune\' -> zoe", "book \'Emma\'", "dvd \'Alien\' -> max", "item \'Atlas\'"]
// expect: ["Emma:14", "Atlas:14"] 2
