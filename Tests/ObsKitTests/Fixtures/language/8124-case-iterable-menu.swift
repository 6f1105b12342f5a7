// Swift Evolution style: SE-0194 CaseIterable derived allCases for enums, with raw values and a manual conformance
enum Size: String, CaseIterable {
    case small, medium, large, extraLarge = "XL"
}

enum Drink: CaseIterable {
    case coffee, tea, cocoa

    var price: Int {
        switch self {
        case .coffee: 3
        case .tea: 2
        case .cocoa: 4
        }
    }
}

enum Direction: CaseIterable {
    case north, east, south, west

    var clockwise: Direction {
        let all = Direction.allCases
        let index = all.firstIndex(of: self)!
        return all[(index + 1) % all.count]
    }
}

// Enums with associated values need a hand-written allCases
enum Topping: CaseIterable, CustomStringConvertible {
    case sugar(spoons: Int)
    case milk

    static var allCases: [Topping] {
        [.sugar(spoons: 1), .sugar(spoons: 2), .milk]
    }

    var description: String {
        switch self {
        case .sugar(let n): "sugar x\(n)"
        case .milk: "milk"
        }
    }
}

print("sizes: \(Size.allCases.map(\.rawValue))")
print("number of sizes: \(Size.allCases.count)")

for drink in Drink.allCases {
    for size in Size.allCases.prefix(2) {
        print("\(drink) (\(size)): $\(drink.price + (size == .medium ? 1 : 0))")
    }
}

var heading = Direction.north
var path: [Direction] = []
for _ in 0..<5 {
    path.append(heading)
    heading = heading.clockwise
}
print(path)

print(Topping.allCases)
print(Size(rawValue: "XL") ?? .small, Size(rawValue: "huge") as Any)

func caseCount<T: CaseIterable>(_ type: T.Type) -> Int { T.allCases.count }
print(caseCount(Drink.self), caseCount(Direction.self))

// expect: sizes: ["small", "medium", "large", "XL"]
// expect: number of sizes: 4
// expect: coffee (small): $3
// expect: coffee (medium): $4
// expect: tea (small): $2
// expect: tea (medium): $3
// expect: cocoa (small): $4
// expect: cocoa (medium): $5
// expect: [main.Direction.north, main.Direction.east, main.Direction.south, main.Direction.west, main.Direction.north]
// expect: [sugar x1, sugar x2, milk]
// expect: extraLarge nil
// expect: 3 4
