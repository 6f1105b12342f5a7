// Nested types: enums and structs nested inside structs, referring to nested types from outside
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct BlackjackCard {
    enum Suit: Character {
        case spades = "♠", hearts = "♡", diamonds = "♢", clubs = "♣"
    }
    enum Rank: Int {
        case two = 2, three, four, five, six, seven, eight, nine, ten
        case jack, queen, king, ace
        struct Values {
            let first: Int, second: Int?
        }
        var values: Values {
            switch self {
            case .ace: return Values(first: 1, second: 11)
            case .jack, .queen, .king: return Values(first: 10, second: nil)
            default: return Values(first: rawValue, second: nil)
            }
        }
    }
    let rank: Rank, suit: Suit
    var description: String {
        var output = "suit is \(suit.rawValue),"
        output += " value is \(rank.values.first)"
        if let second = rank.values.second { output += " or \(second)" }
        return output
    }
}
let theAceOfSpades = BlackjackCard(rank: .ace, suit: .spades)
print("theAceOfSpades: \(theAceOfSpades.description)")
print(BlackjackCard(rank: .queen, suit: .hearts).description)
print(BlackjackCard(rank: .seven, suit: .clubs).description)
let heartsSymbol = BlackjackCard.Suit.hearts.rawValue
print(heartsSymbol)
let v: BlackjackCard.Rank.Values = BlackjackCard.Rank.five.values
print(v.first, v.second as Any)

class Library {
    struct Book {
        let title: String
        let status: Status
    }
    enum Status: String { case available, borrowed }
    private(set) var books: [Book] = []
    func add(_ title: String, _ status: Status = .available) { books.append(Book(title: title, status: status)) }
    func titles(with status: Status) -> [String] { books.filter { $0.status == status }.map(\.title) }
}
let lib = Library()
lib.add("Dune")
lib.add("Emma", .borrowed)
lib.add("Ulysses")
print(lib.titles(with: .available), lib.titles(with: .borrowed))
let b = Library.Book(title: "Nested", status: Library.Status.borrowed)
print(b.title, b.status.rawValue)
// expect: theAceOfSpades: suit is ♠, value is 1 or 11
// expect: suit is ♡, value is 10
// expect: suit is ♣, value is 7
// expect: ♡
// expect: 5 nil
// expect: ["Dune", "Ulysses"] ["Emma"]
// expect: Nested borrowed
