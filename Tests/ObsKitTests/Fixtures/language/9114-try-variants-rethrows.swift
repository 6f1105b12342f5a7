// try-variants-rethrows
// expected output: swiftc 6.3.1 (Linux), run on this machine
enum ParseError: Error, Equatable {
    case empty
    case notNumber(String)
    case outOfRange(Int)
}

func parse(_ s: String) throws -> Int {
    guard !s.isEmpty else { throw ParseError.empty }
    guard let n = Int(s) else { throw ParseError.notNumber(s) }
    guard (0...100).contains(n) else { throw ParseError.outOfRange(n) }
    return n
}

let inputs = ["42", "", "abc", "150", "7"]
let values = inputs.map { try? parse($0) }
print(values)
print(inputs.compactMap { try? parse($0) })
print(try! parse("99"))

for s in inputs {
    do {
        let v = try parse(s)
        print("ok \(v)")
    } catch ParseError.notNumber(let text) {
        print("not a number: \(text)")
    } catch let ParseError.outOfRange(n) where n > 100 {
        print("too big: \(n)")
    } catch {
        print("other: \(error)")
    }
}

func applyAll<T>(_ xs: [T], _ f: (T) throws -> T) rethrows -> [T] {
    var out: [T] = []
    for x in xs { out.append(try f(x)) }
    return out
}

print(applyAll([1, 2, 3]) { $0 * 2 })
do {
    _ = try applyAll(["5", "x"]) { s in String(try parse(s)) }
} catch {
    print("rethrown:", error)
}

func firstValid(_ xs: [String]) -> Result<Int, ParseError> {
    var lastError = ParseError.empty
    for x in xs {
        do { return .success(try parse(x)) }
        catch let e as ParseError { lastError = e }
        catch { fatalError() }
    }
    return .failure(lastError)
}
print(firstValid(["a", "300", "12"]))
print(firstValid(["a", "300"]))
let r = firstValid(["8"])
if case .success(let v) = r { print("got", v) }
print((try? firstValid(["1"]).get()) ?? -1)
// expect: [Optional(42), nil, nil, nil, Optional(7)]
// expect: [42, 7]
// expect: 99
// expect: ok 42
// expect: other: empty
// expect: not a number: abc
// expect: too big: 150
// expect: ok 7
// expect: [2, 4, 6]
// expect: rethrown: notNumber("x")
// expect: success(12)
// expect: failure(main.ParseError.outOfRange(300))
// expect: got 8
// expect: 1
