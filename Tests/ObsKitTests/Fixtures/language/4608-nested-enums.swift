// Swift book style: nested enums inside structs and other enums
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
            case .ace:
                return Values(first: 1, second: 11)
            case .jack, .queen, .king:
                return Values(first: 10, second: nil)
            default:
                return Values(first: self.rawValue, second: nil)
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
print(heartsSymbol)
print(BlackjackCard(rank: .queen, suit: .clubs).description)
print(BlackjackCard(rank: .seven, suit: .diamonds).description)

// Enums nested inside enums
enum Vehicle {
    enum Fuel { case petrol, diesel, electric }
    enum Size: Int { case small = 1, medium, large }

    case car(Fuel, Size)
    case bike
    case truck(axles: Int)

    var wheels: Int {
        switch self {
        case .car: return 4
        case .bike: return 2
        case .truck(let a): return a * 2
        }
    }

    var isGreen: Bool {
        switch self {
        case .car(.electric, _), .bike: return true
        default: return false
        }
    }
}

let fleet: [Vehicle] = [.car(.petrol, .large), .bike, .car(.electric, .small), .truck(axles: 3)]
for v in fleet {
    print(v, "wheels:", v.wheels, "green:", v.isGreen)
}
let totalSize = fleet.reduce(0) { acc, v in
    if case let .car(_, size) = v { return acc + size.rawValue }
    return acc
}
print("total car size \(totalSize)")

// Deeply nested type names
struct API {
    enum V1 {
        enum Endpoint: String {
            case users = "/v1/users", posts = "/v1/posts"
        }
    }
    enum V2 {
        enum Endpoint: String {
            case users = "/v2/people"
        }
    }
}
let e1: API.V1.Endpoint = .posts
let e2 = API.V2.Endpoint.users
print(e1.rawValue, e2.rawValue)
print(API.V1.Endpoint(rawValue: "/v1/users") as Any)

// Extension on nested enum
extension BlackjackCard.Rank {
    var isFace: Bool { [.jack, .queen, .king].contains(self) }
}
print(BlackjackCard.Rank.king.isFace, BlackjackCard.Rank.ten.isFace)
let hand: [BlackjackCard.Rank] = [.ace, .king, .five]
print(hand.map { $0.values.first }.reduce(0, +))
// expect: theAceOfSpades: suit is ♠, value is 1 or 11
// expect: ♡
// expect: suit is ♣, value is 10
// expect: suit is ♢, value is 7
// expect: car(main.Vehicle.Fuel.petrol, main.Vehicle.Size.large) wheels: 4 green: false
// expect: bike wheels: 2 green: true
// expect: car(main.Vehicle.Fuel.electric, main.Vehicle.Size.small) wheels: 4 green: true
// expect: truck(axles: 3) wheels: 6 green: false
// expect: total car size 4
// expect: /v1/posts /v2/people
// expect: Optional(main.API.V1.Endpoint.users)
// expect: true false
// expect: 16
