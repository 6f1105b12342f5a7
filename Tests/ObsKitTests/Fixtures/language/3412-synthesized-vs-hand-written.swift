// Swift book style: synthesized vs hand-written Equatable on structs, enums and classes; identity (===) vs equality (==)
struct Coordinate: Equatable {
    var lat: Int
    var lon: Int
}

struct CaseInsensitive: Equatable {
    let text: String
    static func == (a: Self, b: Self) -> Bool { a.text.lowercased() == b.text.lowercased() }
}

enum Token: Equatable {
    case number(Int)
    case word(String)
    case end
}

class Account: Equatable {
    let id: Int
    var balance: Int
    init(id: Int, balance: Int) { self.id = id; self.balance = balance }
    static func == (l: Account, r: Account) -> Bool { l.id == r.id }
}

print(Coordinate(lat: 1, lon: 2) == Coordinate(lat: 1, lon: 2))
print(Coordinate(lat: 1, lon: 2) != Coordinate(lat: 2, lon: 1))
print(CaseInsensitive(text: "Swift") == CaseInsensitive(text: "SWIFT"))
print([CaseInsensitive(text: "a"), CaseInsensitive(text: "B")].contains(CaseInsensitive(text: "b")))
print(Token.number(3) == .number(3), Token.number(3) == .number(4), Token.word("x") == .end)
let tokens: [Token] = [.word("let"), .number(1), .end]
print(tokens.firstIndex(of: .end)!, tokens.firstIndex(of: .word("var")) as Any)
print(tokens == [.word("let"), .number(1), .end])

let a = Account(id: 1, balance: 100)
let b = Account(id: 1, balance: 999)
let c = a
print(a == b, a === b, a === c, a !== b)
c.balance += 1
print(a.balance, b.balance)
let accounts = [a, b, Account(id: 2, balance: 0)]
print(accounts.filter { $0 == a }.count, accounts.filter { $0 === a }.count)

let pairs: [(Int, String)] = [(1, "a"), (2, "b")]
print(pairs[0] == (1, "a"), pairs[1] != (2, "b"))
let opt: Coordinate? = Coordinate(lat: 0, lon: 0)
print(opt == Coordinate(lat: 0, lon: 0), opt == nil, Optional<Coordinate>.none == nil)
print([[1, 2], [3]] == [[1, 2], [3]], ["k": [1]] == ["k": [1]])
func allEqual<T: Equatable>(_ xs: [T]) -> Bool { xs.allSatisfy { $0 == xs.first } }
print(allEqual([Token.end, .end]), allEqual([a, b]), allEqual([1, 1, 2]))
// expect: true
// expect: true
// expect: true
// expect: true
// expect: true false false
// expect: 2 nil
// expect: true
// expect: true false true true
// expect: 101 999
// expect: 2 1
// expect: true false
// expect: true false true
// expect: true true
// expect: true true false
