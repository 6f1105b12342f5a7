// Swift book style: Nested Types: a blackjack card with nested Suit, Rank and Values
struct BlackjackCard {
    enum Suit: Character, CaseIterable {
        case spades = "♠", hearts = "♡", diamonds = "♢", clubs = "♣"
    }
    enum Rank: Int, CaseIterable {
        case two = 2, three, four, five, six, seven, eight, nine, ten
        case jack, queen, king, ace
        struct Values {
            let first: Int, second: Int?
        }
        var values: Values {
            switch self {
            case .ace: return Values(first: 1, second: 11)
            case .jack, .queen, .king: return Values(first: 10, second: nil)
            default: return Values(first: self.rawValue, second: nil)
            }
        }
    }
    let rank: Rank, suit: Suit
    var description: String {
        var output = "suit is \(suit.rawValue),"
        output += " value is \(rank.values.first)"
        if let second = rank.values.second {
            output += " or \(second)"
        }
        return output
    }
}
let theAceOfSpades = BlackjackCard(rank: .ace, suit: .spades)
print("theAceOfSpades: \(theAceOfSpades.description)")
let heartsSymbol = BlackjackCard.Suit.hearts.rawValue
print(heartsSymbol, BlackjackCard.Rank.queen.rawValue, BlackjackCard.Rank.allCases.count * BlackjackCard.Suit.allCases.count)
print(BlackjackCard(rank: .king, suit: .clubs).description)
print(BlackjackCard(rank: .seven, suit: .diamonds).description)

func score(_ hand: [BlackjackCard]) -> Int {
    var total = 0
    var aces = 0
    for card in hand {
        total += card.rank.values.first
        if card.rank.values.second != nil { aces += 1 }
    }
    while aces > 0 && total + 10 <= 21 { total += 10; aces -= 1 }
    return total
}
let hand = [BlackjackCard(rank: .ace, suit: .hearts), BlackjackCard(rank: .nine, suit: .clubs)]
let bust = hand + [BlackjackCard(rank: .five, suit: .spades), BlackjackCard(rank: .ace, suit: .diamonds)]
print(score(hand), score(bust))

class Library {
    struct Book {
        enum Format: String { case hardcover, paperback, ebook }
        let title: String
        let format: Format
    }
    class Shelf {
        var books: [Book] = []
        let label: String
        init(label: String) { self.label = label }
    }
    var shelves: [String: Shelf] = [:]
    func add(_ book: Book, to label: String) {
        let shelf = shelves[label] ?? Shelf(label: label)
        shelf.books.append(book)
        shelves[label] = shelf
    }
}
let library = Library()
library.add(.init(title: "Dune", format: .paperback), to: "SF")
library.add(Library.Book(title: "Emma", format: .hardcover), to: "Classics")
library.add(.init(title: "Neuromancer", format: .ebook), to: "SF")
for (label, shelf) in library.shelves.sorted(by: { $0.key < $1.key }) {
    print(label, shelf.books.map { "\($0.title) (\($0.format.rawValue))" })
}
typealias Fmt = Library.Book.Format
print(Fmt(rawValue: "ebook") == .ebook, String(describing: Fmt.hardcover), [Fmt.paperback])
let deck = BlackjackCard.Suit.allCases.map { String($0.rawValue) }.joined()
print(deck)

// expect: theAceOfSpades: suit is ♠, value is 1 or 11
// expect: ♡ 12 52
// expect: suit is ♣, value is 10
// expect: suit is ♢, value is 7
// expect: 20 16
// expect: Classics ["Emma (hardcover)"]
// expect: SF ["Dune (paperback)", "Neuromancer (ebook)"]
// expect: true hardcover [main.Library.Book.Format.paperback]
// expect: ♠♡♢♣
