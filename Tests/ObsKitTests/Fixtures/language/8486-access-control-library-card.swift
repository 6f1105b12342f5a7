// Swift book style (Access Control): a type with mixed access levels, private nested types, internal(set) and fileprivate extensions
public protocol Borrowable {
    var title: String { get }
}

public struct Book: Borrowable {
    public let title: String
    public init(title: String) { self.title = title }
}

public final class LibraryCard {
    public let holder: String
    public private(set) var borrowed: [Book] = []
    internal(set) public var fines = 0
    private var history = History()

    private struct History {
        var events: [String] = []
        mutating func note(_ s: String) { events.append(s) }
    }

    public init(holder: String) { self.holder = holder }

    public func borrow(_ book: Book) {
        guard borrowed.count < LibraryCard.limit else {
            history.note("refused \(book.title)")
            return
        }
        borrowed.append(book)
        history.note("took \(book.title)")
    }

    public func giveBack(_ title: String, daysLate: Int) {
        guard let i = borrowed.firstIndex(where: { $0.title == title }) else { return }
        borrowed.remove(at: i)
        fines += lateFee(days: daysLate)
        history.note("returned \(title)")
    }

    private static let limit = 2
    public var log: [String] { history.events }
}

fileprivate extension LibraryCard {
    func lateFee(days: Int) -> Int { max(0, days) * 25 }
}

extension LibraryCard: CustomStringConvertible {
    public var description: String {
        "\(holder): \(borrowed.map(\.title)) owes \(fines)"
    }
}

let card = LibraryCard(holder: "Noor")
for t in ["Kindred", "Ficciones", "Solaris"] {
    card.borrow(Book(title: t))
}
print(card)
card.giveBack("Kindred", daysLate: 3)
card.giveBack("Nope", daysLate: 9)
card.borrow(Book(title: "Solaris"))
print(card)
card.fines = 0  // internal(set) allows this inside the module
print(card)
for line in card.log {
    print(" -", line)
}
print("fee preview:", card.lateFee(days: 2))

// expect: Noor: ["Kindred", "Ficciones"] owes 0
// expect: Noor: ["Ficciones", "Solaris"] owes 75
// expect: Noor: ["Ficciones", "Solaris"] owes 0
// expect:  - took Kindred
// expect:  - took Ficciones
// expect:  - refused Solaris
// expect:  - returned Kindred
// expect:  - took Solaris
// expect: fee preview: 50
