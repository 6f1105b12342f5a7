// library system with a base class, subclasses overriding methods, and type casting (expected output from swiftc 6.3.1 on Linux)
class LibraryItem {
    let title: String
    let year: Int
    private(set) var borrower: String?

    init(title: String, year: Int) {
        self.title = title
        self.year = year
    }

    var loanDays: Int { 14 }
    var kind: String { "Item" }

    func checkOut(to member: String) -> Bool {
        guard borrower == nil else { return false }
        borrower = member
        return true
    }

    func returnItem() { borrower = nil }

    func describe() -> String {
        "\(kind): \(title) (\(year))" + (borrower.map { " - on loan to \($0)" } ?? "")
    }
}

class Book: LibraryItem {
    let author: String
    init(title: String, author: String, year: Int) {
        self.author = author
        super.init(title: title, year: year)
    }
    override var kind: String { "Book" }
    override func describe() -> String { super.describe() + " by \(author)" }
}

class DVD: LibraryItem {
    let minutes: Int
    init(title: String, year: Int, minutes: Int) {
        self.minutes = minutes
        super.init(title: title, year: year)
    }
    override var kind: String { "DVD" }
    override var loanDays: Int { 7 }
}

final class ReferenceBook: Book {
    override var kind: String { "Reference" }
    override var loanDays: Int { 0 }
    override func checkOut(to member: String) -> Bool { false }
}

let catalog: [LibraryItem] = [
    Book(title: "The Silent Orchard", author: "M. Keane", year: 2011),
    DVD(title: "Deep Currents", year: 2019, minutes: 94),
    ReferenceBook(title: "Atlas of Rivers", author: "Geo Society", year: 2005),
    Book(title: "Night Trains", author: "L. Farrow", year: 1998),
]

print(catalog[0].checkOut(to: "Sam"))
print(catalog[0].checkOut(to: "Rita"))
print(catalog[1].checkOut(to: "Rita"))
print(catalog[2].checkOut(to: "Rita"))
for item in catalog {
    print(item.describe(), "| loan days:", item.loanDays)
}
let books = catalog.compactMap { $0 as? Book }
print("Books (incl. reference): \(books.map(\.author))")
print("Plain books: \(catalog.filter { type(of: $0) == Book.self }.count)")
catalog[0].returnItem()
print(catalog[0].describe())
print(catalog.filter { $0 is DVD }.map { ($0 as! DVD).minutes })
// expect: true
// expect: false
// expect: true
// expect: false
// expect: Book: The Silent Orchard (2011) - on loan to Sam by M. Keane | loan days: 14
// expect: DVD: Deep Currents (2019) - on loan to Rita | loan days: 7
// expect: Reference: Atlas of Rivers (2005) by Geo Society | loan days: 0
// expect: Book: Night Trains (1998) by L. Farrow | loan days: 14
// expect: Books (incl. reference): ["M. Keane", "Geo Society", "L. Farrow"]
// expect: Plain books: 2
// expect: Book: The Silent Orchard (2011) by M. Keane
// expect: [94]
