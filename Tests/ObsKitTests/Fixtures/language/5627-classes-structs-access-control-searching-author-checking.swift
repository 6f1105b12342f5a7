// App model style (library catalog): classes and structs with access control, searching by author, checking out and returning books
struct CatalogBook: Hashable {
    let isbn: String
    let title: String
    let author: String
    let year: Int
}

enum CatalogError: Error {
    case unknownISBN(String)
    case alreadyOut(title: String, borrower: String)
    case notOut(String)
}

final class Library {
    private var books: [String: CatalogBook] = [:]
    private var loans: [String: String] = [:]

    func add(_ book: CatalogBook) { books[book.isbn] = book }

    func checkOut(_ isbn: String, to member: String) throws {
        guard let book = books[isbn] else { throw CatalogError.unknownISBN(isbn) }
        if let who = loans[isbn] { throw CatalogError.alreadyOut(title: book.title, borrower: who) }
        loans[isbn] = member
    }

    func giveBack(_ isbn: String) throws {
        guard loans.removeValue(forKey: isbn) != nil else { throw CatalogError.notOut(isbn) }
    }

    func books(by author: String) -> [CatalogBook] {
        books.values.filter { $0.author == author }.sorted { $0.year < $1.year }
    }

    var available: [String] {
        books.values.filter { loans[$0.isbn] == nil }.map(\.title).sorted()
    }
}

let lib = Library()
lib.add(CatalogBook(isbn: "111", title: "Rivers", author: "Okafor", year: 2011))
lib.add(CatalogBook(isbn: "222", title: "Mountains", author: "Okafor", year: 2004))
lib.add(CatalogBook(isbn: "333", title: "Cities", author: "Berg", year: 2019))

let requests: [(String, String?)] = [("111", "ana"), ("111", "ben"), ("999", "cy"), ("333", nil), ("111", nil), ("111", nil)]
for (isbn, member) in requests {
    do {
        if let member = member {
            try lib.checkOut(isbn, to: member)
            print("\(member) borrowed \(isbn)")
        } else {
            try lib.giveBack(isbn)
            print("returned \(isbn)")
        }
    } catch CatalogError.alreadyOut(let title, let borrower) {
        print("\(title) is out with \(borrower)")
    } catch {
        print("error: \(error)")
    }
}
print(lib.books(by: "Okafor").map { "\($0.title) (\($0.year))" })
print("available:", lib.available)

// expect: ana borrowed 111
// expect: Rivers is out with ana
// expect: error: unknownISBN("999")
// expect: error: notOut("333")
// expect: returned 111
// expect: error: notOut("111")
// expect: ["Mountains (2004)", "Rivers (2011)"]
// expect: available: ["Cities", "Mountains", "Rivers"]
