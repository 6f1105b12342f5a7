// try? converts errors to nil; try! on success; rethrowing functions
enum ParseError: Error {
    case bad(String)
}

func toInt(_ s: String) throws -> Int {
    guard let n = Int(s) else { throw ParseError.bad(s) }
    return n
}

let a = try? toInt("12")
let b = try? toInt("x")
print(a as Any)
print(b as Any)
print((try? toInt("7")) ?? -1)
print((try? toInt("?")) ?? -1)
let c = try! toInt("99")
print(c)

func sumAll(_ xs: [String]) throws -> Int {
    try xs.map { try toInt($0) }.reduce(0, +)
}
do {
    print(try sumAll(["1", "2", "3"]))
    print(try sumAll(["1", "two"]))
} catch ParseError.bad(let s) {
    print("bad input: \(s)")
}

// expect: Optional(12)
// expect: nil
// expect: 7
// expect: -1
// expect: 99
// expect: 6
// expect: bad input: two
