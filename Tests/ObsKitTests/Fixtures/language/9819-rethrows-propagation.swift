// Swift compiler Interpreter test style: error propagation with rethrows
enum ParseError: Error, CustomStringConvertible {
  case empty
  case notANumber(String)
  case outOfRange(Int)
  var description: String {
    switch self {
    case .empty: return "empty input"
    case .notANumber(let s): return "not a number: '\(s)'"
    case .outOfRange(let n): return "out of range: \(n)"
    }
  }
}

func applyAll<T, U>(_ xs: [T], _ f: (T) throws -> U) rethrows -> [U] {
  var out: [U] = []
  for x in xs { out.append(try f(x)) }
  return out
}

func firstMatch<T>(_ xs: [T], where pred: (T) throws -> Bool) rethrows -> T? {
  for x in xs where try pred(x) { return x }
  return nil
}

func parse(_ s: String) throws -> Int {
  if s.isEmpty { throw ParseError.empty }
  guard let n = Int(s) else { throw ParseError.notANumber(s) }
  guard (0...100).contains(n) else { throw ParseError.outOfRange(n) }
  return n
}

// non-throwing closure: no try needed
let doubled = applyAll([1, 2, 3]) { $0 * 2 }
print(doubled)
print(firstMatch(["ant", "bee", "cat"]) { $0.hasPrefix("b") } ?? "none")

let inputs: [[String]] = [["4", "15", "99"], ["7", "x", "8"], ["1", "", "3"], ["50", "101"]]
for batch in inputs {
  do {
    let values = try applyAll(batch, parse)
    print("ok", values, values.reduce(0, +))
  } catch let e as ParseError {
    print("failed:", e)
  } catch {
    print("other", error)
  }
}

func checkedSum(_ batch: [String]) throws -> Int {
  let vals = try applyAll(batch) { s -> Int in
    let n = try parse(s)
    return n
  }
  return vals.reduce(0, +)
}
print((try? checkedSum(["10", "20"])) as Any)
print((try? checkedSum(["10", "-5"])) as Any)

let found = try? firstMatch(["3", "12", "bad"]) { try parse($0) > 10 }
print(found as Any)
do {
  _ = try firstMatch(["3", "bad", "12"]) { try parse($0) > 10 }
} catch {
  print("firstMatch threw:", error)
}

let mapped = try? ["5", "6"].map(parse)
print(mapped ?? [])
let result = Result { try parse("77") }
switch result {
case .success(let v): print("result success", v)
case .failure(let e): print("result failure", e)
}
print(Result { try parse("abc") }.map { $0 + 1 })
// expect: [2, 4, 6]
// expect: bee
// expect: ok [4, 15, 99] 118
// expect: failed: not a number: 'x'
// expect: failed: empty input
// expect: failed: out of range: 101
// expect: Optional(30)
// expect: nil
// expect: Optional("12")
// expect: firstMatch threw: not a number: 'bad'
// expect: [5, 6]
// expect: result success 77
// expect: failure(not a number: 'abc')
