// App code style: library checkout system with protocols, extensions, defer logging and error enums
protocol Borrowable: AnyObject {
    var title: String { get }
    var borrower: String? { get set }
    var loanDays: Int { get }
}
extension Borrowable {
    var isAvailable: Bool { borrower == nil }
    var loanDays: Int { 14 }
    func status() -> String { "\(title) [\(isAvailable ? "in" : "out: \(borrower!)")]" }
}
final class Book: Borrowable { let title: String; var borrower: String?; init(_ t: String) { title = t } }
final class DVD: Borrowable {
    let title: String; var borrower: String?
    var loanDays: Int { 3 }
    init(_ t: String) { title = t }
}
enum LibraryError: Error { case notFound(String), alreadyOut(String, by: String), limitReached(Int) }

final class Library {
    var catalog: [Borrowable]
    var log: [String] = []
    init(_ items: [Borrowable]) { catalog = items }
    func checkout(_ title: String, to who: String) throws -> Int {
        log.append("try \(title)")
        defer { log.append("done \(title)") }
        guard let item = catalog.first(where: { $0.title == title }) else { throw LibraryError.notFound(title) }
        if let b = item.borrower { throw LibraryError.alreadyOut(title, by: b) }
        let held = catalog.filter { $0.borrower == who }.count
        guard held < 2 else { throw LibraryError.limitReached(held) }
        item.borrower = who
        return item.loanDays
    }
}

let lib = Library([Book("Dune"), DVD("Alien"), Book("Emma"), Book("Ulysses")])
let requests = [("Dune", "sam"), ("Alien", "sam"), ("Dune", "kim"), ("Emma", "sam"), ("Heat", "kim"), ("Emma", "kim")]
for (title, who) in requests {
    do {
        let days = try lib.checkout(title, to: who)
        print("\(who) borrows \(title) for \(days) days")
    } catch LibraryError.alreadyOut(let t, let by) {
        print("\(t) is already out with \(by)")
    } catch let LibraryError.limitReached(n) {
        print("\(who) already holds \(n)")
    } catch {
        print("error: \(error)")
    }
}
lib.catalog.forEach { print($0.status()) }
print(lib.log.count, lib.log.prefix(4).joined(separator: ", "))
print(lib.catalog.filter(\.isAvailable).map(\.title), lib.catalog.map(\.loanDays))
// expect: sam borrows Dune for 14 days
// expect: sam borrows Alien for 3 days
// expect: Dune is already out with sam
// expect: sam already holds 2
// expect: error: notFound("Heat")
// expect: kim borrows Emma for 14 days
// expect: Dune [out: sam]
// expect: Alien [out: sam]
// expect: Emma [out: kim]
// expect: Ulysses [in]
// expect: 12 try Dune, done Dune, try Alien, done Alien
// expect: ["Ulysses"] [14, 3, 14, 14]
