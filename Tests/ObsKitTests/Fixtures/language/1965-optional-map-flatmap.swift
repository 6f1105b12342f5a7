// Compiler test style: Optional.map, flatMap and ?? chains
let texts: [String?] = ["12", "abc", nil, "-4"]
for t in texts {
    let mapped = t.map { $0.count }
    let flat = t.flatMap { Int($0) }
    let nested = t.map { Int($0) }
    print(mapped as Any, flat as Any, nested as Any)
}

let a: Int? = nil
let b: Int? = nil
let c: Int? = 7
print(a ?? b ?? c ?? 0)
print(a ?? b ?? 0)
let chain: Int? = a ?? b ?? c
print(chain as Any)

func lookup(_ key: String) -> String? {
    ["one": "1", "two": "2", "bad": "x"][key]
}
for key in ["one", "bad", "none"] {
    let n = lookup(key).flatMap(Int.init).map { $0 * 100 } ?? -1
    print(key, n)
}

let doubleOpt: Int?? = .some(nil)
print(doubleOpt as Any, doubleOpt == nil, (doubleOpt ?? 5) as Any)
let flattened = doubleOpt.flatMap { $0 }
print(flattened as Any)
let deep: Int?? = 3
print(deep as Any, (deep ?? nil) ?? 0)

var counter = 0
func side() -> Int { counter += 1; return 100 }
let lazyDefault = c ?? side()
print(lazyDefault, "side calls:", counter)
let usedDefault = a ?? side()
print(usedDefault, "side calls:", counter)

let words: [String] = ["apple", "kiwi"]
print(words.first.map { $0.uppercased() } ?? "", words.dropFirst().first?.count ?? 0)
print(words.last.flatMap { $0.first }.map { String($0) } ?? "-")

// expect: Optional(2) Optional(12) Optional(Optional(12))
// expect: Optional(3) nil Optional(nil)
// expect: nil nil nil
// expect: Optional(2) Optional(-4) Optional(Optional(-4))
// expect: 7
// expect: 0
// expect: Optional(7)
// expect: one 100
// expect: bad -1
// expect: none -1
// expect: Optional(nil) false nil
// expect: nil
// expect: Optional(Optional(3)) 3
// expect: 7 side calls: 0
// expect: 100 side calls: 1
// expect: APPLE 4
// expect: k
