// Book style (Error Handling): rethrows, defer ordering and Result for a file-like parser
enum ParseError: Error, Equatable {
    case emptyLine(number: Int)
    case badNumber(String)
}

struct ConfigParser {
    var log: [String] = []

    mutating func parse(_ lines: [String]) throws -> [String: Int] {
        log.append("start")
        defer { log.append("finish") }
        var result: [String: Int] = [:]
        for (i, line) in lines.enumerated() {
            if line.isEmpty { throw ParseError.emptyLine(number: i + 1) }
            let parts = line.split(separator: "=")
            let key = String(parts[0])
            guard parts.count == 2, let value = Int(parts[1]) else {
                throw ParseError.badNumber(line)
            }
            result[key] = value
        }
        return result
    }
}

func processAll(_ values: [Int], _ transform: (Int) throws -> Int) rethrows -> [Int] {
    var out: [Int] = []
    for v in values { out.append(try transform(v)) }
    return out
}

struct Negative: Error { let value: Int }

func deferDemo() {
    print("enter")
    defer { print("defer 1") }
    defer { print("defer 2") }
    do {
        defer { print("inner defer") }
        print("inner body")
    }
    print("exit body")
}

var parser = ConfigParser()
do {
    let cfg = try parser.parse(["width=10", "height=20"])
    for k in cfg.keys.sorted() { print(k, cfg[k]!) }
} catch {
    print("unexpected", error)
}
print(parser.log)

do {
    _ = try parser.parse(["a=1", "", "b=2"])
} catch let e as ParseError {
    print("parse error:", e, e == .emptyLine(number: 2))
}
do {
    _ = try parser.parse(["a=x"])
} catch ParseError.badNumber(let text) {
    print("bad number in", text)
} catch {
    print("other")
}
print(parser.log.count)

print(processAll([1, 2, 3]) { $0 * 2 })
do {
    let r = try processAll([4, -1, 5]) { v -> Int in
        if v < 0 { throw Negative(value: v) }
        return v + 100
    }
    print(r)
} catch let n as Negative {
    print("negative found:", n.value, n)
} catch {}

deferDemo()

let results: [Result<Int, ParseError>] = [.success(5), .failure(.badNumber("q"))]
for r in results {
    switch r {
    case .success(let v): print("ok", v)
    case .failure(let e): print("fail", e)
    }
}
let wrapped = Result { try parser.parse(["z=9"]) }
print((try? wrapped.get())?["z"] as Any)

// expect: height 20
// expect: width 10
// expect: ["start", "finish"]
// expect: parse error: emptyLine(number: 2) true
// expect: bad number in a=x
// expect: 6
// expect: [2, 4, 6]
// expect: negative found: -1 Negative(value: -1)
// expect: enter
// expect: inner body
// expect: inner defer
// expect: exit body
// expect: defer 2
// expect: defer 1
// expect: ok 5
// expect: fail badNumber("q")
// expect: Optional(9)
