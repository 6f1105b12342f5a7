// Swift book style (switch): fallthrough between cases and where clauses in case patterns and for-in loops
func describe(_ n: Int) -> String {
    var parts: [String] = []
    switch n {
    case let x where x < 0:
        parts.append("negative")
    case 2, 3, 5, 7:
        parts.append("small prime")
        fallthrough
    case 1...9:
        parts.append("single digit")
        fallthrough
    default:
        parts.append("integer")
    }
    return "\(n): " + parts.joined(separator: ", ")
}

for n in [-4, 3, 8, 42] { print(describe(n)) }

let temperatures = [("Oslo", -3), ("Cairo", 31), ("Lima", 19), ("Nuuk", -12), ("Rome", 24)]
for (city, t) in temperatures where t < 0 {
    print("\(city) is freezing at \(t)")
}
for case let (city, t) in temperatures where t > 20 && city.count == 4 {
    print("\(city) is warm")
}

let points = [(0, 0), (3, 0), (0, -2), (2, 2), (4, -1)]
for point in points {
    switch point {
    case (0, 0):
        print("origin")
    case (let x, 0), (0, let x):
        print("on an axis at distance \(abs(x))")
    case let (x, y) where x == y:
        print("diagonal \(x)")
    case let (x, y):
        print("elsewhere \(x),\(y)")
    }
}
let optionals: [Int?] = [1, nil, 6, nil, 9]
for case let v? in optionals where v % 3 == 0 { print("multiple of three:", v) }

// expect: -4: negative
// expect: 3: small prime, single digit, integer
// expect: 8: single digit, integer
// expect: 42: integer
// expect: Oslo is freezing at -3
// expect: Nuuk is freezing at -12
// expect: Rome is warm
// expect: origin
// expect: on an axis at distance 3
// expect: on an axis at distance 2
// expect: diagonal 2
// expect: elsewhere 4,-1
// expect: multiple of three: 6
// expect: multiple of three: 9
