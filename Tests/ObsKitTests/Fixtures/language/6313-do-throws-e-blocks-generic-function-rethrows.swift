// Swift Evolution SE-0413 style (typed throws in generic code): do throws(E) blocks and a generic function that rethrows its closure's error type
enum ValidationError: Error, Equatable {
    case tooShort(Int)
    case forbidden(Character)
}

func validate(_ name: String) throws(ValidationError) -> String {
    if name.count < 3 { throw .tooShort(name.count) }
    if let bad = name.first(where: { $0 == "!" }) { throw .forbidden(bad) }
    return name.prefix(1).uppercased() + name.dropFirst()
}

// Generic over the error type: throws exactly what the body throws.
func mapAll<T, U, E: Error>(_ items: [T], _ transform: (T) throws(E) -> U) throws(E) -> [U] {
    var result: [U] = []
    for item in items {
        result.append(try transform(item))
    }
    return result
}

do throws(ValidationError) {
    let names = try mapAll(["ada", "grace"], validate)
    print(names)
    _ = try mapAll(["linus", "al"], validate)
} catch {
    print("failed with", error, error == .tooShort(2))
}

do throws(ValidationError) {
    _ = try validate("hey!")
} catch .forbidden(let c) {
    print("forbidden character", c)
} catch {
    print("other", error)
}

// With a non-throwing closure, E is inferred as Never and no try is needed.
let lengths = mapAll(["a", "bb", "ccc"]) { $0.count }
print(lengths)

func firstValid(_ candidates: [String]) -> String? {
    for c in candidates {
        do {
            return try validate(c)
        } catch {
            print("skip \(c): \(error)")
        }
    }
    return nil
}
print(firstValid(["x", "yo!!", "bob"]) ?? "none")

// expect: ["Ada", "Grace"]
// expect: failed with tooShort(2) true
// expect: forbidden character !
// expect: [1, 2, 3]
// expect: skip x: tooShort(1)
// expect: skip yo!!: forbidden("!")
// expect: Bob
