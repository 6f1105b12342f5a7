// `==` on the library's types: arrays, dictionaries and optionals of enums whose Equatable Swift
// synthesizes (an enum without associated values is Equatable by itself), and `==` with an optional
// operand is Optional's even when the wrapped type declares its own `==`.
// Expected output: swiftc 6.3.1 (Linux), run on this machine.
enum Suit { case hearts, spades }
enum Card: Equatable { case number(Int), face(String) }
print([Suit.hearts, .spades] == [.hearts, .spades], [Suit.hearts] == [.spades])
print(["a": Suit.hearts] == ["a": .hearts], [Card.number(2)] == [.number(2)], [Card.face("K")] == [.face("Q")])
let maybe: Suit? = .spades
print(maybe == .spades, maybe == Suit.hearts, maybe != nil)

final class Token: Equatable {
    let id: Int
    init(_ id: Int) { self.id = id }
    static func == (a: Token, b: Token) -> Bool {
        print("Token ==")
        return a.id == b.id
    }
}
struct Failure: Error {}
func make(_ id: Int, failing: Bool) throws -> Token {
    if failing { throw Failure() }
    return Token(id)
}
let token = Token(1)
print(token == (try? make(1, failing: false)))
print(token == (try? make(1, failing: true)))
print((try? make(2, failing: false)) != token)
let none: Token? = nil
print(none == nil, token == Token(1))

// expect: true false
// expect: true true false
// expect: true false true
// expect: Token ==
// expect: true
// expect: false
// expect: Token ==
// expect: true
// expect: Token ==
// expect: true true
