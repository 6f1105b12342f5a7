// Compiler test style: try? converting errors to nil, try! on known-good input, rethrows, and error propagation
enum ParseError: Error, Equatable {
    case empty
    case badCharacter(Character)
}

func parseDigits(_ s: String) throws -> Int {
    if s.isEmpty { throw ParseError.empty }
    var total = 0
    for ch in s {
        guard let d = ch.wholeNumberValue else { throw ParseError.badCharacter(ch) }
        total = total * 10 + d
    }
    return total
}

print((try? parseDigits("123")) as Any)
print((try? parseDigits("1a3")) as Any)
let x = (try? parseDigits("")) ?? -1
print(x)
print(try! parseDigits("0042"))

func applyAll(_ values: [String], _ transform: (String) throws -> Int) rethrows -> [Int] {
    var out: [Int] = []
    for v in values { out.append(try transform(v)) }
    return out
}
print(applyAll(["a", "bb", "ccc"]) { $0.count })
do {
    let r = try applyAll(["1", "22", "3x"], parseDigits)
    print(r)
} catch let e as ParseError {
    print("parse error:", e, e == .badCharacter("x"))
}

func firstValid(_ list: [String]) -> Int? {
    for s in list {
        if let v = try? parseDigits(s) { return v }
    }
    return nil
}
print(firstValid(["", "q", "77", "8"]) as Any, firstValid([]) as Any)

struct Wrapped: Error { let inner: Error; let context: String }
func load(_ s: String) throws -> Int {
    do { return try parseDigits(s) } catch { throw Wrapped(inner: error, context: "load(\(s))") }
}
do { _ = try load("9!") } catch let w as Wrapped { print(w.context, w.inner) } catch { print("other") }
let results: [Result<Int, Error>] = ["5", ""].map { s in Result { try parseDigits(s) } }
for r in results { switch r { case .success(let v): print("ok", v); case .failure(let e): print("fail", e) } }
// expect: Optional(123)
// expect: nil
// expect: -1
// expect: 42
// expect: [1, 2, 3]
// expect: parse error: badCharacter("x") true
// expect: Optional(77) nil
// expect: load(9!) badCharacter("!")
// expect: ok 5
// expect: fail empty
