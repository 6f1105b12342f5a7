// Compiler test style: rethrows higher-order functions and throwing closures in map
enum ParseError: Error { case bad(String) }

func parse(_ s: String) throws -> Int {
    guard let v = Int(s) else { throw ParseError.bad(s) }
    return v
}

func mapAll<T, U>(_ xs: [T], _ f: (T) throws -> U) rethrows -> [U] {
    var out: [U] = []
    for x in xs { out.append(try f(x)) }
    return out
}

print(mapAll([1, 2, 3]) { $0 * 2 })
do {
    print(try mapAll(["4", "5"], parse))
    print(try mapAll(["6", "no", "7"], parse))
} catch ParseError.bad(let s) {
    print("bad input:", s)
}

var attempted: [String] = []
do {
    _ = try ["1", "2", "x", "4"].map { s -> Int in
        attempted.append(s)
        return try parse(s)
    }
} catch {
    print("stopped after", attempted)
}

let safe = ["8", "?", "9"].compactMap { try? parse($0) }
print(safe)
let results = ["10", "z"].map { s in Result { try parse(s) } }
for r in results {
    switch r {
    case .success(let v): print("ok", v)
    case .failure(let e): print("err", e)
    }
}
let total = try? ["1", "2"].reduce(0) { try $0 + parse($1) }
print(total as Any)
// expect: [2, 4, 6]
// expect: [4, 5]
// expect: bad input: no
// expect: stopped after ["1", "2", "x"]
// expect: [8, 9]
// expect: ok 10
// expect: err bad("z")
// expect: Optional(3)
