// Swift by Sundell style (Strideable own types): a Floor number and a Money amount conforming to Strideable, used in stride(from:to:by:), stride(through:) and ranges
struct Floor: Strideable, CustomStringConvertible {
    let number: Int

    func distance(to other: Floor) -> Int { other.number - number }
    func advanced(by n: Int) -> Floor { Floor(number: number + n) }

    var description: String {
        number == 0 ? "G" : (number < 0 ? "B\(-number)" : "F\(number)")
    }
}

struct Cents: Strideable, CustomStringConvertible {
    let value: Int
    func distance(to other: Cents) -> Int { other.value - value }
    func advanced(by n: Int) -> Cents { Cents(value: value + n) }
    var description: String {
        let dollars = value / 100
        let rest = value % 100
        return "$\(dollars)." + (rest < 10 ? "0\(rest)" : "\(rest)")
    }
}

let lobby = Floor(number: 0)
let roof = Floor(number: 6)
for f in stride(from: lobby, to: roof, by: 2) {
    print("express stop", f)
}
print(Array(stride(from: roof, through: Floor(number: -2), by: -3)))

let building = Floor(number: -2)...Floor(number: 3)
print(Array(building))
print(building.count, building.contains(Floor(number: 4)), building.contains(lobby))
for f in Floor(number: 1)..<Floor(number: 3) {
    print("walk to", f)
}
print((lobby..<roof).map { $0.number * 10 })
print(lobby < roof, lobby.distance(to: roof), roof.advanced(by: -1))

let prices = stride(from: Cents(value: 95), through: Cents(value: 130), by: 15)
print(prices.map { $0.description })
print(Cents(value: 205) > Cents(value: 199), Cents(value: 7))
let band = Cents(value: 100)..<Cents(value: 104)
print(band.count, band.map(\.value), band.lowerBound, band.upperBound)
print(Array((lobby...roof).reversed().prefix(3)))
print((Floor(number: 2)...Floor(number: 5)).contains(Floor(number: 5)))

// expect: express stop G
// expect: express stop F2
// expect: express stop F4
// expect: [F6, F3, G]
// expect: [B2, B1, G, F1, F2, F3]
// expect: 6 false true
// expect: walk to F1
// expect: walk to F2
// expect: [0, 10, 20, 30, 40, 50]
// expect: true 6 F5
// expect: ["$0.95", "$1.10", "$1.25"]
// expect: true $0.07
// expect: 4 [100, 101, 102, 103] $1.00 $1.04
// expect: [F6, F5, F4]
// expect: true
