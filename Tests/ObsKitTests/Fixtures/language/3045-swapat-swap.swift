// Compiler test style: swapAt on arrays of structs and classes and swap(&a, &b)
struct Card { var rank: Int; var suit: String }
final class Chip { var color: String; init(_ c: String) { color = c } }

var cards = [Card(rank: 1, suit: "S"), Card(rank: 2, suit: "H"), Card(rank: 3, suit: "D")]
let before = cards
cards.swapAt(0, 2)
cards.swapAt(1, 1)
print(cards.map { "\($0.rank)\($0.suit)" })
print(before.map { "\($0.rank)\($0.suit)" })

var chips = [Chip("red"), Chip("blue")]
let firstChip = chips[0]
chips.swapAt(0, 1)
print(chips.map { $0.color }, chips[1] === firstChip)

var x = Card(rank: 10, suit: "C")
var y = Card(rank: 11, suit: "C")
swap(&x, &y)
print(x.rank, y.rank)

var p = 1, q = 2
swap(&p, &q)
print(p, q)

var names = ["a", "b", "c", "d"]
var i = 0, j = names.count - 1
while i < j {
  names.swapAt(i, j)
  i += 1; j -= 1
}
print(names)

var c1 = Chip("green"), c2 = Chip("black")
let origC1 = c1
swap(&c1, &c2)
print(c1.color, c2.color, c2 === origC1)
// expect: ["3D", "2H", "1S"]
// expect: ["1S", "2H", "3D"]
// expect: ["blue", "red"] true
// expect: 11 10
// expect: 2 1
// expect: ["d", "c", "b", "a"]
// expect: black green true
