// Error handling: rethrows, defer ordering across throws, try? / try! flattening and error propagation in loops (expected output from swiftc 6.3.1 on Linux)
enum ParseError: Error, Equatable {
    case empty
    case bad(String)
    case tooLarge(Int)
}

func parse(_ s: String) throws -> Int {
    defer { print("  parse(\(s)) done") }
    guard !s.isEmpty else { throw ParseError.empty }
    guard let n = Int(s) else { throw ParseError.bad(s) }
    if n > 1000 { throw ParseError.tooLarge(n) }
    return n
}

func transformAll<T>(_ xs: [String], _ f: (String) throws -> T) rethrows -> [T] {
    var out: [T] = []
    defer { print("  transformAll produced \(out.count)") }
    for x in xs { out.append(try f(x)) }
    return out
}

print(transformAll(["a", "bb"]) { $0.count })
do {
    let r = try transformAll(["1", "22", "zz", "4"], parse)
    print(r)
} catch ParseError.bad(let s) {
    print("bad input:", s)
} catch {
    print("other", error)
}

for input in ["", "5000", "7"] {
    do {
        print("value", try parse(input))
    } catch let e as ParseError where e == .empty {
        print("caught empty")
    } catch ParseError.tooLarge(let n) where n > 2000 {
        print("way too large", n)
    } catch {
        print("unexpected", error)
    }
}

print((try? parse("12")) as Any, (try? parse("q")) as Any)
let source: String? = "8"
let flattened: Int? = try? source.map(parse)
print(flattened as Any)
print(try! parse("3"))

func layered() throws {
    defer { print("defer 1") }
    do {
        defer { print("inner defer") }
        print("before throw")
        throw ParseError.bad("layer")
    }
}
do { try layered() } catch { print("layered threw", error) }

struct Wrapped: Error { let inner: Error; let step: Int }
func pipeline(_ steps: [String]) throws -> Int {
    var sum = 0
    for (i, s) in steps.enumerated() {
        do { sum += try parse(s) } catch { throw Wrapped(inner: error, step: i) }
    }
    return sum
}
do { print(try pipeline(["1", "2"])); _ = try pipeline(["1", "x"]) }
catch let w as Wrapped { print("step", w.step, "failed:", w.inner) }

// expect:   transformAll produced 2
// expect: [1, 2]
// expect:   parse(1) done
// expect:   parse(22) done
// expect:   parse(zz) done
// expect:   transformAll produced 2
// expect: bad input: zz
// expect:   parse() done
// expect: caught empty
// expect:   parse(5000) done
// expect: way too large 5000
// expect:   parse(7) done
// expect: value 7
// expect:   parse(12) done
// expect:   parse(q) done
// expect: Optional(12) nil
// expect:   parse(8) done
// expect: Optional(8)
// expect:   parse(3) done
// expect: 3
// expect: before throw
// expect: inner defer
// expect: defer 1
// expect: layered threw bad("layer")
// expect:   parse(1) done
// expect:   parse(2) done
// expect: 3
// expect:   parse(1) done
// expect:   parse(x) done
// expect: step 1 failed: bad("x")
