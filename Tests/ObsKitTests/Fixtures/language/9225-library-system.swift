// library-system
// expected output: swiftc 6.3.1 (Linux), run on this machine

protocol Borrowable: AnyObject {
    var id: Int { get }
    var title: String { get }
    var loanDays: Int { get }
    var borrower: Member? { get set }
}

extension Borrowable {
    var isAvailable: Bool { borrower == nil }
    func label() -> String { "#\(id) \(title)" + (isAvailable ? "" : " (out: \(borrower!.name))") }
}

final class Book: Borrowable {
    let id: Int, title: String, author: String
    var borrower: Member?
    var loanDays: Int { 21 }
    init(id: Int, title: String, author: String) { self.id = id; self.title = title; self.author = author }
}

final class DVD: Borrowable {
    let id: Int, title: String, minutes: Int
    var borrower: Member?
    var loanDays: Int { minutes > 120 ? 7 : 3 }
    init(id: Int, title: String, minutes: Int) { self.id = id; self.title = title; self.minutes = minutes }
}

final class Member {
    let name: String
    let limit: Int
    var loans: [any Borrowable] = []
    init(name: String, limit: Int) { self.name = name; self.limit = limit }
}

final class Library {
    private var catalog: [Int: any Borrowable] = [:]
    private(set) var events: [String] = []

    func add(_ items: any Borrowable...) { for i in items { catalog[i.id] = i } }

    func checkout(_ id: Int, to m: Member) {
        guard let item = catalog[id] else { events.append("no item \(id)"); return }
        guard item.isAvailable else { events.append("\(item.title) is taken"); return }
        guard m.loans.count < m.limit else { events.append("\(m.name) at limit"); return }
        item.borrower = m
        m.loans.append(item)
        events.append("\(m.name) took \(item.title) for \(item.loanDays)d")
    }

    func giveBack(_ id: Int) {
        guard let item = catalog[id], let m = item.borrower else { return }
        m.loans.removeAll { $0.id == id }
        item.borrower = nil
        events.append("\(m.name) returned \(item.title)")
    }

    var shelf: [String] { catalog.keys.sorted().map { catalog[$0]!.label() } }
    func search(_ q: String) -> [String] {
        catalog.values.filter { $0.title.lowercased().contains(q.lowercased()) }.map(\.title).sorted()
    }
}

let lib = Library()
lib.add(Book(id: 1, title: "Dune", author: "Herbert"),
        Book(id: 2, title: "Emma", author: "Austen"),
        DVD(id: 3, title: "Dune (film)", minutes: 155),
        DVD(id: 4, title: "Short Docs", minutes: 45))
let ana = Member(name: "Ana", limit: 2), ben = Member(name: "Ben", limit: 1)
lib.checkout(1, to: ana)
lib.checkout(1, to: ben)
lib.checkout(3, to: ana)
lib.checkout(4, to: ana)
lib.checkout(4, to: ben)
lib.checkout(2, to: ben)
lib.checkout(9, to: ben)
print(lib.shelf.joined(separator: "\n"))
lib.giveBack(1)
lib.giveBack(1)
lib.checkout(1, to: ben)
lib.giveBack(4)
lib.checkout(2, to: ben)
print(lib.events.joined(separator: "\n"))
print(lib.search("dune"), lib.search("xyz"))
print(ana.loans.map(\.title), ben.loans.map(\.title))

// expect: #1 Dune (out: Ana)
// expect: #2 Emma
// expect: #3 Dune (film) (out: Ana)
// expect: #4 Short Docs (out: Ben)
// expect: Ana took Dune for 21d
// expect: Dune is taken
// expect: Ana took Dune (film) for 7d
// expect: Ana at limit
// expect: Ben took Short Docs for 3d
// expect: Ben at limit
// expect: no item 9
// expect: Ana returned Dune
// expect: Ben at limit
// expect: Ben returned Short Docs
// expect: Ben took Emma for 21d
// expect: ["Dune", "Dune (film)"] []
// expect: ["Dune (film)"] ["Emma"]
