// Course style (library checkout system): classes, references, optionals, dictionaries by ID
class Book {
    let isbn: String
    let title: String
    let author: String
    var borrower: Member?

    init(isbn: String, title: String, author: String) {
        self.isbn = isbn
        self.title = title
        self.author = author
    }

    var isAvailable: Bool { borrower == nil }
}

class Member {
    let name: String
    var books: [Book] = []
    let limit: Int

    init(name: String, limit: Int = 2) {
        self.name = name
        self.limit = limit
    }
}

class Library {
    var catalog: [String: Book] = [:]

    func add(_ book: Book) { catalog[book.isbn] = book }

    func checkout(isbn: String, to member: Member) -> String {
        guard let book = catalog[isbn] else { return "No book with ISBN \(isbn)" }
        if let current = book.borrower {
            return "'\(book.title)' is already out with \(current.name)"
        }
        if member.books.count >= member.limit {
            return "\(member.name) has reached the limit of \(member.limit)"
        }
        book.borrower = member
        member.books.append(book)
        return "\(member.name) borrowed '\(book.title)'"
    }

    func giveBack(isbn: String) -> String {
        guard let book = catalog[isbn], let member = book.borrower else {
            return "Nothing to return for \(isbn)"
        }
        member.books.removeAll { $0 === book }
        book.borrower = nil
        return "\(member.name) returned '\(book.title)'"
    }

    func report() {
        for isbn in catalog.keys.sorted() {
            let book = catalog[isbn]!
            let status = book.borrower.map { "out (\($0.name))" } ?? "on shelf"
            print("  \(isbn) \(book.title) by \(book.author): \(status)")
        }
    }
}

let library = Library()
library.add(Book(isbn: "A-101", title: "River Songs", author: "L. Moreau"))
library.add(Book(isbn: "A-205", title: "Clockwork Gardens", author: "T. Okafor"))
library.add(Book(isbn: "B-017", title: "The Salt Road", author: "M. Haddad"))

let zoe = Member(name: "Zoe")
let omar = Member(name: "Omar", limit: 1)

print(library.checkout(isbn: "A-101", to: zoe))
print(library.checkout(isbn: "A-101", to: omar))
print(library.checkout(isbn: "B-017", to: omar))
print(library.checkout(isbn: "A-205", to: omar))
print(library.checkout(isbn: "Z-999", to: zoe))
library.report()
print(library.giveBack(isbn: "A-101"))
print(library.giveBack(isbn: "A-101"))
print("Zoe holds \(zoe.books.count), Omar holds \(omar.books.map { $0.title })")

// expect: Zoe borrowed 'River Songs'
// expect: 'River Songs' is already out with Zoe
// expect: Omar borrowed 'The Salt Road'
// expect: Omar has reached the limit of 1
// expect: No book with ISBN Z-999
// expect:   A-101 River Songs by L. Moreau: out (Zoe)
// expect:   A-205 Clockwork Gardens by T. Okafor: on shelf
// expect:   B-017 The Salt Road by M. Haddad: out (Omar)
// expect: Zoe returned 'River Songs'
// expect: Nothing to return for A-101
// expect: Zoe holds 0, Omar holds ["The Salt Road"]
