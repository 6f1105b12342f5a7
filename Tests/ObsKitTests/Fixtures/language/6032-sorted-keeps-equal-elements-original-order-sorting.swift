// Stack Overflow style (sorting): sorted keeps equal elements in their original order, sorting by multiple keys, and sort vs sorted
struct Card { let rank: Int; let suit: String }
let hand = [
    Card(rank: 3, suit: "hearts"), Card(rank: 1, suit: "spades"),
    Card(rank: 3, suit: "clubs"), Card(rank: 1, suit: "diamonds"),
    Card(rank: 2, suit: "hearts"), Card(rank: 3, suit: "spades"),
]
print(hand.sorted { $0.rank < $1.rank }.map { "\($0.rank)\($0.suit.first!)" })
print(hand.sorted { $0.rank > $1.rank }.map { "\($0.rank)\($0.suit.first!)" })
print(hand.sorted { ($0.rank, $0.suit) < ($1.rank, $1.suit) }.map { "\($0.rank)\($0.suit.first!)" })

let words = ["pear", "Fig", "apple", "kiwi", "Banana", "date"]
print(words.sorted())
print(words.sorted { $0.lowercased() < $1.lowercased() })
print(words.sorted { $0.count < $1.count })
print(words.sorted(by: >))

var mutable = [5, 2, 8, 1]
let copy = mutable.sorted()
mutable.sort(by: >)
print(copy, mutable)

print(["b10", "b9", "a2"].sorted(), ["10", "9", "100"].sorted(), [10, 9, 100].sorted())
print(["é", "e", "f", "E"].sorted())
print([3.5, -0.0, 0.0, -1.0].sorted())
let optional: [Int?] = [3, nil, 1]
print(optional.sorted { ($0 ?? Int.min) < ($1 ?? Int.min) })
print(Array(hand.lazy.filter { $0.rank == 3 }.map(\.suit)).sorted().reversed())
print((1...10).sorted { $0 % 3 < $1 % 3 })
print(["b": 2, "a": 2, "c": 1].sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map(\.key))
print([1, 2, 3].sorted().elementsEqual([1, 2, 3]), [4, 4, 2].min()!, [Card]().sorted { $0.rank < $1.rank }.isEmpty)

// expect: ["1s", "1d", "2h", "3h", "3c", "3s"]
// expect: ["3h", "3c", "3s", "2h", "1s", "1d"]
// expect: ["1d", "1s", "2h", "3c", "3h", "3s"]
// expect: ["Banana", "Fig", "apple", "date", "kiwi", "pear"]
// expect: ["apple", "Banana", "date", "Fig", "kiwi", "pear"]
// expect: ["Fig", "pear", "kiwi", "date", "apple", "Banana"]
// expect: ["pear", "kiwi", "date", "apple", "Fig", "Banana"]
// expect: [1, 2, 5, 8] [8, 5, 2, 1]
// expect: ["a2", "b10", "b9"] ["10", "100", "9"] [9, 10, 100]
// expect: ["E", "e", "f", "é"]
// expect: [-1.0, -0.0, 0.0, 3.5]
// expect: [nil, Optional(1), Optional(3)]
// expect: ReversedCollection<Array<String>>(_base: ["clubs", "hearts", "spades"])
// expect: [3, 6, 9, 1, 4, 7, 10, 2, 5, 8]
// expect: ["a", "b", "c"]
// expect: true 2 true
