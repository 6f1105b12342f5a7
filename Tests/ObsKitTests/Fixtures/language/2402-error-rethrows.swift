// Compiler test style: rethrows functions called with throwing and non-throwing closures
enum TransformError: Error {
    case rejected(Int)
}

func applyAll<T>(_ values: [T], _ body: (T) throws -> T) rethrows -> [T] {
    var output: [T] = []
    for value in values {
        output.append(try body(value))
    }
    return output
}

func firstMatch<T>(in values: [T], where predicate: (T) throws -> Bool) rethrows -> T? {
    for value in values where try predicate(value) {
        return value
    }
    return nil
}

func logged<R>(_ label: String, _ body: () throws -> R) rethrows -> R {
    print("begin \(label)")
    defer { print("end \(label)") }
    return try body()
}

let doubled = applyAll([1, 2, 3]) { $0 * 2 }
print(doubled)

do {
    let checked = try applyAll([4, 5, 6, 7]) { value -> Int in
        if value == 6 { throw TransformError.rejected(value) }
        return value + 100
    }
    print(checked)
} catch TransformError.rejected(let v) {
    print("rejected \(v)")
}

print(firstMatch(in: ["pear", "apple", "plum"]) { $0.hasPrefix("a") } ?? "none")

let found = try? firstMatch(in: [3, 8, 11]) { n -> Bool in
    if n > 10 { throw TransformError.rejected(n) }
    return n % 2 == 0
}
print(found as Any)

let total = logged("sum") { [1, 2, 3].reduce(0, +) }
print("total \(total)")

do {
    _ = try logged("failing") { () throws -> Int in throw TransformError.rejected(-1) }
} catch {
    print("caught \(error)")
}

let mapped = try? [1, 2, 3].map { n -> Int in
    if n == 3 { throw TransformError.rejected(n) }
    return n
}
print(mapped as Any)
// expect: [2, 4, 6]
// expect: rejected 6
// expect: apple
// expect: Optional(8)
// expect: begin sum
// expect: end sum
// expect: total 6
// expect: begin failing
// expect: end failing
// expect: caught rejected(-1)
// expect: nil
