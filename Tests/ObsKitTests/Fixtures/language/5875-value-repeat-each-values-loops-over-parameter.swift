// Swift Evolution style (SE-0408 pack iteration): `for value in repeat each values` loops over a parameter pack, with break, continue and pattern matching on element types
func listAll<each T>(_ values: repeat each T) {
    var index = 0
    for value in repeat each values {
        print(index, value)
        index += 1
    }
}
listAll("zero", 1, 2.5, [3])

func firstInt<each T>(_ values: repeat each T) -> Int? {
    for value in repeat each values {
        if let n = value as? Int { return n }
    }
    return nil
}
print(firstInt("a", 2.0, 9, 11) ?? -1, firstInt("no", "ints") ?? -1)

func sumIntegers<each T>(_ values: repeat each T) -> Int {
    var total = 0
    for value in repeat each values {
        guard let n = value as? Int else { continue }
        total += n
    }
    return total
}
print(sumIntegers(1, "skip", 2, 3.0, 4))

func untilString<each T>(_ values: repeat each T) -> [String] {
    var seen: [String] = []
    for value in repeat each values {
        if value is String { break }
        seen.append("\(value)")
    }
    return seen
}
print(untilString(1, true, "stop", 4))

func allEqual<each T: Equatable>(_ lhs: repeat each T, to rhs: repeat each T) -> Bool {
    for (l, r) in repeat (each lhs, each rhs) {
        if l != r { return false }
    }
    return true
}
print(allEqual(1, "a", true, to: 1, "a", true))
print(allEqual(1, "a", to: 1, "b"))

protocol Named { var name: String { get } }
struct Cat: Named { var name: String }
struct Dog: Named { var name: String; var good = true }

func roll<each N: Named>(_ members: repeat each N) -> String {
    var names: [String] = []
    for member in repeat each members {
        names.append(member.name)
    }
    return names.joined(separator: " & ")
}
print(roll(Cat(name: "Tom"), Dog(name: "Rex"), Cat(name: "Kit")))

func kinds<each T>(_ values: repeat each T) -> [String] {
    var out: [String] = []
    for value in repeat each values {
        switch value {
        case let i as Int: out.append("int(\(i))")
        case let s as String: out.append("string(\(s))")
        default: out.append("other")
        }
    }
    return out
}
print(kinds(5, "five", 5.0))

// expect: 0 zero
// expect: 1 1
// expect: 2 2.5
// expect: 3 [3]
// expect: 9 -1
// expect: 7
// expect: ["1", "true"]
// expect: true
// expect: false
// expect: Tom & Rex & Kit
// expect: ["int(5)", "string(five)", "other"]
