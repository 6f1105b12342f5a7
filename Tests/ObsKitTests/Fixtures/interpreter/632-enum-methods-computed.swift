// Enums with computed properties, methods, and a static factory.
enum Coin: Int {
    case penny = 1, nickel = 5, dime = 10, quarter = 25
    var cents: Int { rawValue }
    var isSilver: Bool {
        switch self {
        case .penny: return false
        default: return true
        }
    }
    func times(_ n: Int) -> Int { cents * n }
    static func largest(under amount: Int) -> Coin? {
        [Coin.quarter, .dime, .nickel, .penny].first { $0.cents <= amount }
    }
}
print(Coin.dime.cents, Coin.penny.isSilver, Coin.quarter.isSilver)
print(Coin.nickel.times(7))
var remaining = 67
var used: [Coin] = []
while let coin = Coin.largest(under: remaining) {
    used.append(coin)
    remaining -= coin.cents
}
print(used)

// expect: 10 false true
// expect: 35
// expect: [main.Coin.quarter, main.Coin.quarter, main.Coin.dime, main.Coin.nickel, main.Coin.penny, main.Coin.penny]
