// Course exercise: Set card game model with enums, CaseIterable and the "all same or all different" rule
enum Shape: String, CaseIterable { case diamond, squiggle, oval }
enum Shading: String, CaseIterable { case solid, striped, open }
enum CardColor: String, CaseIterable { case red, green, purple }

struct SetCard: Equatable, CustomStringConvertible {
    let number: Int
    let shape: Shape
    let shading: Shading
    let color: CardColor

    var description: String {
        "\(number) \(color.rawValue) \(shading.rawValue) \(shape.rawValue)\(number > 1 ? "s" : "")"
    }
}

func allSameOrAllDifferent<T: Equatable>(_ a: T, _ b: T, _ c: T) -> Bool {
    (a == b && b == c) || (a != b && b != c && a != c)
}

func isSet(_ cards: [SetCard]) -> Bool {
    guard cards.count == 3 else { return false }
    let (a, b, c) = (cards[0], cards[1], cards[2])
    return allSameOrAllDifferent(a.number, b.number, c.number)
        && allSameOrAllDifferent(a.shape, b.shape, c.shape)
        && allSameOrAllDifferent(a.shading, b.shading, c.shading)
        && allSameOrAllDifferent(a.color, b.color, c.color)
}

var deck: [SetCard] = []
for number in 1...3 {
    for shape in Shape.allCases {
        for shading in Shading.allCases {
            for color in CardColor.allCases {
                deck.append(SetCard(number: number, shape: shape, shading: shading, color: color))
            }
        }
    }
}
print("deck size: \(deck.count)")
print("first card: \(deck[0])")
print("last card: \(deck[deck.count - 1])")

let tryOne = [deck[0], deck[1], deck[2]]
print("\(tryOne.map { $0.description }) -> \(isSet(tryOne))")
let tryTwo = [deck[0], deck[4], deck[8]]
print("\(tryTwo.map { $0.description }) -> \(isSet(tryTwo))")
let tryThree = [deck[0], deck[1], deck[5]]
print("\(tryThree.map { $0.description }) -> \(isSet(tryThree))")

var setsAmongFirstNine = 0
let table = Array(deck.prefix(9))
for i in table.indices {
    for j in (i + 1)..<table.count {
        for k in (j + 1)..<table.count where isSet([table[i], table[j], table[k]]) {
            setsAmongFirstNine += 1
        }
    }
}
print("sets among first nine: \(setsAmongFirstNine)")

// expect: deck size: 81
// expect: first card: 1 red solid diamond
// expect: last card: 3 purple open ovals
// expect: ["1 red solid diamond", "1 green solid diamond", "1 purple solid diamond"] -> true
// expect: ["1 red solid diamond", "1 green striped diamond", "1 purple open diamond"] -> true
// expect: ["1 red solid diamond", "1 green solid diamond", "1 purple striped diamond"] -> false
// expect: sets among first nine: 12
