// Compiler test style: try? flattening with optional-returning functions and try! on success
enum E: Error { case bad(Int) }

func maybe(_ x: Int) throws -> Int? {
    if x < 0 { throw E.bad(x) }
    return x == 0 ? nil : x * 10
}

for x in [5, 0, -1] {
    let r = try? maybe(x)
    print(x, r as Any, type(of: r))
}

let sure = try! maybe(3)
print(sure as Any)

if let v = try? maybe(2) { print("bound", v) }
if let v = try? maybe(0) { print("bound", v) } else { print("nil from zero") }
if case let v?? = Optional(try? maybe(4)) { print("double pattern", v) }

func plain(_ x: Int) throws -> String {
    guard x % 2 == 0 else { throw E.bad(x) }
    return "even \(x)"
}
let results = (1...4).map { try? plain($0) }
print(results)
print(results.compactMap { $0 })

let total = (try? [1, 2, 3].map { try plain($0 * 2) })?.count ?? 0
print("total:", total)

let chained = (try? plain(4))?.uppercased()
print(chained as Any)
print((try? plain(5))?.count ?? -1)

func parse(_ s: String) throws -> Int {
    guard let n = Int(s) else { throw E.bad(s.count) }
    return n
}
let sum = ["1", "x", "3", "yy"].reduce(0) { acc, s in acc + ((try? parse(s)) ?? 0) }
print("sum:", sum)

do {
    let value = try maybe(-7)
    print(value as Any)
} catch E.bad(let n) where n < -5 {
    print("very bad", n)
} catch {
    print("other")
}
print(try! plain(8))

// expect: 5 Optional(50) Optional<Int>
// expect: 0 nil Optional<Int>
// expect: -1 nil Optional<Int>
// expect: Optional(30)
// expect: bound 20
// expect: nil from zero
// expect: double pattern 40
// expect: [nil, Optional("even 2"), nil, Optional("even 4")]
// expect: ["even 2", "even 4"]
// expect: total: 3
// expect: Optional("EVEN 4")
// expect: -1
// expect: sum: 4
// expect: very bad -7
// expect: even 8
