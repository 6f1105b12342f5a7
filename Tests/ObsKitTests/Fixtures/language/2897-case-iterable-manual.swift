// Compiler test style: manual CaseIterable conformance for enums with associated values
enum Size: CaseIterable, Comparable {
    case small, medium, large
}

enum Drink: CaseIterable, CustomStringConvertible {
    case water
    case soda(Size)
    case coffee(Size, decaf: Bool)

    static var allCases: [Drink] {
        var cases: [Drink] = [.water]
        cases += Size.allCases.map { .soda($0) }
        for size in Size.allCases where size != .small {
            cases.append(.coffee(size, decaf: false))
            cases.append(.coffee(size, decaf: true))
        }
        return cases
    }

    var description: String {
        switch self {
        case .water: return "water"
        case .soda(let s): return "soda(\(s))"
        case let .coffee(s, decaf): return decaf ? "decaf(\(s))" : "coffee(\(s))"
        }
    }
}

print(Drink.allCases.count)
for drink in Drink.allCases {
    print(drink)
}
print(Size.small < Size.large, Size.allCases.max()!)
print(Size.allCases.sorted(by: >))

// expect: 8
// expect: water
// expect: soda(small)
// expect: soda(medium)
// expect: soda(large)
// expect: coffee(medium)
// expect: decaf(medium)
// expect: coffee(large)
// expect: decaf(large)
// expect: true large
// expect: [main.Size.large, main.Size.medium, main.Size.small]
