// Swift book style (Error Handling): typed throws, custom error descriptions, catching with patterns, Result
enum StatsError: Error, CustomStringConvertible {
    case empty
    case negative(Int)
    var description: String {
        switch self {
        case .empty: return "no values"
        case .negative(let v): return "negative value \(v)"
        }
    }
}
func average(_ xs: [Int]) throws(StatsError) -> Double {
    if xs.isEmpty { throw .empty }
    for x in xs where x < 0 { throw .negative(x) }
    return Double(xs.reduce(0, +)) / Double(xs.count)
}
for input in [[2, 4, 9], [], [3, -7, 1]] {
    do {
        let a = try average(input)
        print("avg \(a)")
    } catch {
        print("error: \(error)")
    }
}
struct ParseError: Error { let line: Int; let reason: String }
func parse(_ s: String, line: Int) throws -> Int {
    guard let v = Int(s) else { throw ParseError(line: line, reason: "bad number '\(s)'") }
    return v
}
var sum = 0
for (i, s) in ["10", "20", "x3", "5"].enumerated() {
    do { sum += try parse(s, line: i + 1) }
    catch let e as ParseError { print("line \(e.line): \(e.reason)") }
    catch { print("other") }
}
print("sum \(sum)")
func safeDivide(_ a: Int, _ b: Int) -> Result<Int, StatsError> {
    b == 0 ? .failure(.empty) : .success(a / b)
}
for d in [5, 0] {
    switch safeDivide(20, d) {
    case .success(let v): print("ok \(v)")
    case .failure(let e): print("fail \(e)")
    }
}
let r = Result { try parse("77", line: 9) }
print((try? r.get()) ?? -1)
let mapped = safeDivide(9, 3).map { $0 * 10 }
if case .success(let v) = mapped { print("mapped \(v)") }
// expect: avg 5.0
// expect: error: no values
// expect: error: negative value -7
// expect: line 3: bad number 'x3'
// expect: sum 35
// expect: ok 4
// expect: fail no values
// expect: 77
// expect: mapped 30
