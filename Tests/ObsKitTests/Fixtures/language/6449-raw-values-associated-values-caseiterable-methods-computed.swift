// Swift Apprentice style (enumerations): raw values, associated values, CaseIterable, methods and a computed property on a coin purse
import Foundation
enum Coin: Int, CaseIterable {
    case penny = 1
    case nickel = 5
    case dime = 10
    case quarter = 25
    var name: String { "\(self)".capitalized }
}
let coinPurse: [Coin] = [.penny, .quarter, .nickel, .dime, .penny, .dime, .quarter]
let total = coinPurse.reduce(0) { $0 + $1.rawValue }
print("total cents:", total)
print(Coin.allCases.map(\.rawValue), Coin.allCases.count)
print(Coin(rawValue: 10) ?? .penny, Coin(rawValue: 3) == nil)
for coin in Coin.allCases {
    print(coin.name, coinPurse.filter { $0 == coin }.count)
}

enum Month: Int, CaseIterable {
    case january = 1, february, march, april, may, june, july, august, september, october, november, december
    var monthsUntilSummer: Int {
        let summer = Month.june.rawValue
        return rawValue <= summer ? summer - rawValue : 12 - rawValue + summer
    }
    func next() -> Month { Month(rawValue: rawValue % 12 + 1)! }
}
print(Month.march.monthsUntilSummer, Month.november.monthsUntilSummer, Month.december.next())

enum Direction: String {
    case north = "N", south = "S", east, west
    mutating func turnRight() {
        switch self {
        case .north: self = .east
        case .east: self = .south
        case .south: self = .west
        case .west: self = .north
        }
    }
}
var heading = Direction.west
heading.turnRight()
print(heading, heading.rawValue, Direction.east.rawValue, Direction(rawValue: "S")!)

enum Transaction {
    case deposit(amount: Int)
    case withdrawal(amount: Int, fee: Int)
    case transfer(to: String, amount: Int)
    var delta: Int {
        switch self {
        case .deposit(let amount): return amount
        case let .withdrawal(amount, fee): return -(amount + fee)
        case .transfer(_, let amount): return -amount
        }
    }
}
let ledger: [Transaction] = [.deposit(amount: 100), .withdrawal(amount: 20, fee: 2), .transfer(to: "Bo", amount: 30)]
print(ledger.map(\.delta), ledger.reduce(0) { $0 + $1.delta })
for case .transfer(let who, let amount) in ledger { print("sent \(amount) to \(who)") }
print(ledger[1])
enum Weekday: CaseIterable { case mon, tue, wed, thu, fri, sat, sun
    var isWeekend: Bool { self == .sat || self == .sun }
}
print(Weekday.allCases.filter(\.isWeekend), Weekday.allCases.firstIndex(of: .thu)!)

// expect: total cents: 77
// expect: [1, 5, 10, 25] 4
// expect: dime true
// expect: Penny 2
// expect: Nickel 1
// expect: Dime 2
// expect: Quarter 2
// expect: 3 7 january
// expect: north N east south
// expect: [100, -22, -30] 48
// expect: sent 30 to Bo
// expect: withdrawal(amount: 20, fee: 2)
// expect: [main.Weekday.sat, main.Weekday.sun] 3
