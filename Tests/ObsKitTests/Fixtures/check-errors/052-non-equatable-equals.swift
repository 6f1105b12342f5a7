// Comparing two values of a struct that does not conform to Equatable
// Written by an outside author (stop 28 corpus, file 7062); the message and its place are swiftc's on this machine.
struct Card {
    let rank: Int
    let suit: String
}

let hand = [Card(rank: 10, suit: "hearts"), Card(rank: 3, suit: "spades")]
let wanted = Card(rank: 3, suit: "spades")

for card in hand {
    if card == wanted {
        print("Found it")
    }
}

// expect-error: binary operator '==' cannot be applied to two 'Card' operands
// expect-location: 11:13
