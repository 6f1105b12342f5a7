// Swift Evolution style (generic typed throws): SE-0413 propagating a generic error type E through higher-order functions
enum Validation: Error {
    case tooShort(String)
    case reserved(String)
}

struct Stop: Error {
    let at: Int
}

extension Sequence {
    func mapChecked<T, E: Error>(_ transform: (Element) throws(E) -> T) throws(E) -> [T] {
        var out: [T] = []
        for element in self {
            out.append(try transform(element))
        }
        return out
    }
}

func validate(_ name: String) throws(Validation) -> String {
    if name.count < 3 { throw .tooShort(name) }
    if name == "root" { throw .reserved(name) }
    return name.prefix(1).uppercased() + name.dropFirst()
}

func run(_ names: [String]) {
    do {
        let ok = try names.mapChecked(validate)
        print("valid:", ok)
    } catch .tooShort(let n) {
        print("too short: \(n)")
    } catch .reserved(let n) {
        print("reserved: \(n)")
    } catch {
        print("unreachable")
    }
}

run(["alice", "bob", "carol"])
run(["dave", "ed"])
run(["root", "x"])

// A non-throwing closure infers E == Never, so no try is needed
let lengths = ["a", "bb", "ccc"].mapChecked { $0.count }
print(lengths)

do throws(Stop) {
    let squares = try (1...10).mapChecked { (n: Int) throws(Stop) -> Int in
        if n * n > 30 { throw Stop(at: n) }
        return n * n
    }
    print(squares)
} catch {
    print("stopped at \(error.at)")
}

func anyThrow() throws { throw Stop(at: 0) }
do {
    try anyThrow()
} catch let e as Stop {
    print("untyped caught Stop \(e.at)")
} catch {
    print("other")
}
// expect: valid: ["Alice", "Bob", "Carol"]
// expect: too short: ed
// expect: reserved: root
// expect: [1, 2, 3]
// expect: stopped at 6
// expect: untyped caught Stop 0
