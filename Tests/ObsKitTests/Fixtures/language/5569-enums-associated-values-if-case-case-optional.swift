// The Swift Programming Language style (Pattern matching): enums with associated values, if case, for case, optional patterns, nested enum patterns, and the ~= operator
enum Barcode {
    case upc(Int, Int, Int, Int)
    case qr(String)
}

enum Event {
    case tap(x: Int, y: Int)
    case key(Character, shift: Bool)
    case scan(Barcode)
    case idle
}

let events: [Event] = [
    .tap(x: 10, y: 20), .key("a", shift: false), .key("q", shift: true),
    .scan(.upc(8, 85909, 51226, 3)), .scan(.qr("HELLO-QR")), .idle, .tap(x: 0, y: 0),
]

for e in events {
    switch e {
    case .tap(0, 0): print("tap at origin")
    case let .tap(x, y): print("tap \(x),\(y)")
    case .key(let c, shift: true): print("shifted \(c.uppercased())")
    case .key(let c, _): print("key \(c)")
    case let .scan(.upc(sys, maker, product, check)): print("UPC \(sys)-\(maker)-\(product)-\(check)")
    case .scan(.qr(let s)) where s.hasPrefix("HELLO"): print("greeting QR \(s.count) chars")
    case .scan(.qr): print("other QR")
    case .idle: print("idle")
    }
}

if case .key(let c, _) = events[1] { print("second event is key \(c)") }
for case let .tap(x, y) in events where x > 0 { print("positive tap", x + y) }
for case .scan(let code) in events {
    if case .qr = code { print("found a QR") } else { print("found a UPC") }
}

let maybes: [Int?] = [3, nil, 8, nil, 1]
for case let n? in maybes { print("value \(n)", terminator: "; ") }
print()
let nilCount = maybes.filter { if case .none = $0 { return true } else { return false } }.count
print("nils: \(nilCount)")

struct Even {}
func ~= (pattern: Even, value: Int) -> Bool { value % 2 == 0 }
func ~= (pattern: String, value: Int) -> Bool { pattern == String(value) }

for n in [4, 7, 42] {
    switch n {
    case "42": print("the answer")
    case Even(): print("\(n) is even")
    default: print("\(n) is odd")
    }
}

let anyValues: [Any] = [1, "two", 3.0, [4]]
for case let s as String in anyValues { print("string found: \(s)") }
let mixed: [(String, Int?)] = [("a", 1), ("b", nil), ("c", 3)]
for case let (name, count?) in mixed where count > 1 { print(name, count) }
guard case .scan(.upc(let first, _, _, _)) = events[3] else { fatalError() }
print("upc starts with \(first)")

// expect: tap 10,20
// expect: key a
// expect: shifted Q
// expect: UPC 8-85909-51226-3
// expect: greeting QR 8 chars
// expect: idle
// expect: tap at origin
// expect: second event is key a
// expect: positive tap 30
// expect: found a UPC
// expect: found a QR
// expect: value 3; value 8; value 1; 
// expect: nils: 2
// expect: 4 is even
// expect: 7 is odd
// expect: the answer
// expect: string found: two
// expect: c 3
// expect: upc starts with 8
