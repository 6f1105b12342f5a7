// App code style: library domain with Result-returning checkout, map/flatMap/get on Result
enum LibraryError: Error, Equatable {
    case notFound(String)
    case alreadyLoaned(String)
    case limitReached
}

struct Book {
    let isbn: String
    let title: String
    var borrower: String?
}

struct Library {
    var books: [String: Book]
    var loans: [String: Int] = [:]
    let limit = 2

    mutating func checkout(isbn: String, to member: String) -> Result<Book, LibraryError> {
        guard var book = books[isbn] else { return .failure(.notFound(isbn)) }
        if book.borrower != nil { return .failure(.alreadyLoaned(book.title)) }
        if loans[member, default: 0] >= limit { return .failure(.limitReached) }
        book.borrower = member
        books[isbn] = book
        loans[member, default: 0] += 1
        return .success(book)
    }
}

var library = Library(books: [
    "111": Book(isbn: "111", title: "Dune"),
    "222": Book(isbn: "222", title: "Emma"),
    "333": Book(isbn: "333", title: "Ulysses"),
])

let attempts = [("111", "ann"), ("111", "bob"), ("999", "ann"), ("222", "ann"), ("333", "ann")]
for (isbn, member) in attempts {
    let result = library.checkout(isbn: isbn, to: member).map { $0.title.uppercased() }
    switch result {
    case .success(let title): print("\(member) borrowed \(title)")
    case .failure(.notFound(let code)): print("\(member): no book \(code)")
    case .failure(let error): print("\(member): \(error)")
    }
}

let titleLength = library.checkout(isbn: "333", to: "bob")
    .flatMap { book -> Result<Int, LibraryError> in
        book.title.count > 5 ? .success(book.title.count) : .failure(.notFound("short"))
    }
do {
    print("Length: \(try titleLength.get())")
} catch {
    print("get threw \(error)")
}
let borrowed = library.books.values.compactMap { $0.borrower == nil ? nil : $0.title }.sorted()
print("Borrowed: \(borrowed.joined(separator: ", "))")
// expect: ann borrowed DUNE
// expect: bob: alreadyLoaned("Dune")
// expect: ann: no book 999
// expect: ann borrowed EMMA
// expect: ann: limitReached
// expect: Length: 7
// expect: Borrowed: Dune, Emma, Ulysses
