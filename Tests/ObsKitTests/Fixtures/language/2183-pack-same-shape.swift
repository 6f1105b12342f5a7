// Swift Evolution style (SE-0393): same-shape pack requirements and pack expansion in tuples
func zipPacks<each A, each B>(_ a: repeat each A, with b: (repeat each B)) -> (repeat (each A, each B)) {
    (repeat (each a, each b))
}

func mapPack<each T>(_ value: repeat each T, transform: (Any) -> String) -> [String] {
    var out: [String] = []
    repeat out.append(transform(each value))
    return out
}

func optionals<each T>(_ value: repeat each T) -> (repeat (each T)?) {
    (repeat Optional(each value))
}

struct Missing: Error {}

func unwrapAll<each T>(_ value: repeat (each T)?) -> (repeat each T)? {
    func check<U>(_ u: U?) throws -> U {
        guard let u else { throw Missing() }
        return u
    }
    do {
        return (repeat try check(each value))
    } catch {
        return nil
    }
}

func largest<each T: Comparable>(_ lhs: repeat each T, against rhs: (repeat each T)) -> (repeat each T) {
    (repeat max(each lhs, each rhs))
}

print(zipPacks(1, "a", with: (true, 2.5)))
print(mapPack(1, "two", [3]) { "<\($0)>" })
print(optionals(1, "x"))
if let all = unwrapAll(1, "b", true) {
    print("all present:", all)
}
print("missing:", unwrapAll(1, nil as String?, true) as Any)
print(largest(3, "pear", 1.5, against: (7, "apple", 0.5)))

struct Labeled<each V> {
    let labels: [String]
    let values: (repeat each V)
    func render() -> String {
        var parts: [String] = []
        var i = 0
        for v in repeat each values {
            parts.append("\(labels[i])=\(v)")
            i += 1
        }
        return parts.joined(separator: "; ")
    }
}
print(Labeled(labels: ["id", "name", "ok"], values: (9, "zed", false)).render())

// expect: ((1, true), ("a", 2.5))
// expect: ["<1>", "<two>", "<[3]>"]
// expect: (Optional(1), Optional("x"))
// expect: all present: (1, "b", true)
// expect: missing: nil
// expect: (7, "pear", 1.5)
// expect: id=9; name=zed; ok=false
