// Compiler test style: for case with range patterns and the ~= operator
let temps = [-12, 3, 18, 25, 31, 40, 7]
for case let t in temps where (15...30) ~= t {
    print("comfortable: \(t)")
}
var freezing = 0
for t in temps {
    if case ..<0 = t { freezing += 1 }
}
print("freezing days: \(freezing)")

let readings: [(String, Int?)] = [("a", 5), ("b", nil), ("c", 250), ("d", 40)]
for case let (name, value?) in readings {
    switch value {
    case 0..<10: print("\(name): low")
    case 10..<100: print("\(name): medium")
    default: print("\(name): high")
    }
}
for case let (name, nil) in readings {
    print("\(name) has no reading")
}

func ~= (pattern: (Int) -> Bool, value: Int) -> Bool {
    pattern(value)
}
let isEven: (Int) -> Bool = { $0 % 2 == 0 }
for n in 1...6 {
    switch n {
    case isEven: print("\(n) even")
    default: print("\(n) odd")
    }
}
let code: UInt8 = 0x41
if case 0x41...0x5A = code {
    print("uppercase ASCII \(Character(Unicode.Scalar(code)))")
}
let nested: [[Int]?] = [[1, 2], nil, [3]]
for case let list? in nested {
    for case let x in list where x != 2 { print("x = \(x)") }
}
// expect: comfortable: 18
// expect: comfortable: 25
// expect: freezing days: 1
// expect: a: low
// expect: c: high
// expect: d: medium
// expect: b has no reading
// expect: 1 odd
// expect: 2 even
// expect: 3 odd
// expect: 4 even
// expect: 5 odd
// expect: 6 even
// expect: uppercase ASCII A
// expect: x = 1
// expect: x = 3
