// Swift book style: Error Handling: defer ordering, rethrows, try? and optionals, Result, typed throws
enum ParseError: Error, Equatable {
    case empty
    case notANumber(String)
    case outOfRange(Int)
}
func parseLevel(_ text: String) throws -> Int {
    guard !text.isEmpty else { throw ParseError.empty }
    guard let n = Int(text) else { throw ParseError.notANumber(text) }
    guard (1...10).contains(n) else { throw ParseError.outOfRange(n) }
    return n
}
var trail: [String] = []
func processFile(named name: String, failAt step: Int) throws -> String {
    trail = ["open \(name)"]
    defer { trail.append("close \(name)"); print(trail.joined(separator: " > ")) }
    for line in 1...3 {
        defer { trail.append("end\(line)") }
        if line == step { throw ParseError.outOfRange(line) }
        trail.append("read\(line)")
    }
    return "done \(name)"
}
print(try processFile(named: "a.txt", failAt: 9))
do { _ = try processFile(named: "b.txt", failAt: 2) } catch { print("caught \(error)") }

func multiDefer() -> [String] {
    var steps: [String] = []
    defer { print("after return:", steps) }
    defer { steps.append("defer 2") }
    do {
        defer { steps.append("inner defer") }
        steps.append("inside do")
    }
    steps.append("body end")
    return steps
}
print("returned:", multiDefer())

func transformAll(_ items: [String], _ transform: (String) throws -> Int) rethrows -> [Int] {
    var out: [Int] = []
    for item in items { out.append(try transform(item)) }
    return out
}
print(transformAll(["a", "bb", "ccc"]) { $0.count })
do {
    print(try transformAll(["3", "7", "x"], parseLevel))
} catch let ParseError.notANumber(text) {
    print("not a number: \(text)")
}

let x = try? parseLevel("5")
let y = try? parseLevel("50")
print(x as Any, y as Any)
func maybeLevel(_ s: String) throws -> Int? { s == "none" ? nil : try parseLevel(s) }
let z = try? maybeLevel("none")
print(z as Any, type(of: z))

let results: [Result<Int, Error>] = ["4", "", "12"].map { s in Result { try parseLevel(s) } }
for r in results {
    switch r {
    case .success(let v): print("ok \(v)")
    case .failure(let e as ParseError) where e == .empty: print("empty input")
    case .failure(let e): print("failed: \(e)")
    }
}
print(results.compactMap { try? $0.get() })

func strictParse(_ s: String) throws(ParseError) -> Int {
    guard let n = Int(s) else { throw .notANumber(s) }
    return n
}
do {
    _ = try strictParse("seven")
} catch {
    let e: ParseError = error
    print("typed:", e)
}
let mapped = Result<Int, ParseError>.success(3).map { $0 * 10 }.flatMap { $0 > 20 ? .failure(.outOfRange($0)) : .success($0) }
print(mapped)

// expect: open a.txt > read1 > end1 > read2 > end2 > read3 > end3 > close a.txt
// expect: done a.txt
// expect: open b.txt > read1 > end1 > end2 > close b.txt
// expect: caught outOfRange(2)
// expect: after return: ["inside do", "inner defer", "body end", "defer 2"]
// expect: returned: ["inside do", "inner defer", "body end"]
// expect: [1, 2, 3]
// expect: not a number: x
// expect: Optional(5) nil
// expect: nil Optional<Int>
// expect: ok 4
// expect: empty input
// expect: failed: outOfRange(12)
// expect: [4]
// expect: typed: notANumber("seven")
// expect: failure(main.ParseError.outOfRange(30))
