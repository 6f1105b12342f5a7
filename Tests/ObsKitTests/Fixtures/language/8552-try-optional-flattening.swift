// Q&A style (why is try? giving Int? instead of Int??): Swift 5 flattens try? over optional-returning calls
enum ParseError: Error { case bad(String) }

func parse(_ s: String) throws -> Int? {
    if s == "boom" { throw ParseError.bad(s) }
    return Int(s)
}

let good = try? parse("42")
let notNumber = try? parse("abc")
let thrown = try? parse("boom")

print(type(of: good))
print(good as Any, notNumber as Any, thrown as Any)

// Distinguishing "threw" from "returned nil" needs Result or do/catch.
for input in ["7", "x", "boom"] {
    let r = Result { try parse(input) }
    switch r {
    case .success(let value?): print(input, "-> value", value)
    case .success(nil): print(input, "-> returned nil")
    case .failure(let e): print(input, "-> threw", e)
    }
}

// Non-optional return: try? just wraps once.
func strict(_ s: String) throws -> Int {
    guard let v = Int(s) else { throw ParseError.bad(s) }
    return v
}
let s1 = try? strict("9")
print(type(of: s1), s1 as Any)

// try? in an if-let chain.
if let v = try? parse("15"), v > 10 {
    print("big value", v)
}
let sum = ["1", "2", "oops", "boom", "4"].compactMap { try? parse($0) }.reduce(0, +)
print("sum:", sum)

// expect: Optional<Int>
// expect: Optional(42) nil nil
// expect: 7 -> value 7
// expect: x -> returned nil
// expect: boom -> threw bad("boom")
// expect: Optional<Int> Optional(9)
// expect: big value 15
// expect: sum: 7
