// Swift Forums style (protocol extension vs constrained extension): which overload wins for Collection where Element: Equatable
// known-gap: needs the compiler check (the callee it chooses); unchecked: line 8: expected "has duplicates", got "unknown (2 items)"
protocol Summarizable {
    func summary() -> String
}

extension Collection {
    func describeUniqueness() -> String { "unknown (\(count) items)" }
    func firstRepeat() -> String { "cannot tell" }
}

extension Collection where Element: Equatable {
    func describeUniqueness() -> String {
        var seen: [Element] = []
        for e in self {
            if seen.contains(e) { return "has duplicates" }
            seen.append(e)
        }
        return "all unique"
    }
}

extension Collection where Element: Hashable {
    func firstRepeat() -> String {
        var seen = Set<Element>()
        for e in self {
            if !seen.insert(e).inserted { return "first repeat: \(e)" }
        }
        return "no repeat"
    }
}

struct Opaque { let v: Int }

print([1, 2, 3].describeUniqueness())
print([1, 2, 1].describeUniqueness())
print([Opaque(v: 1), Opaque(v: 1)].describeUniqueness())
print("hello".describeUniqueness())
print("hello".firstRepeat())
print([Opaque(v: 2)].firstRepeat())

func genericCall<C: Collection>(_ c: C) -> String { c.describeUniqueness() }
func equatableCall<C: Collection>(_ c: C) -> String where C.Element: Equatable { c.describeUniqueness() }
print(genericCall([1, 1]))
print(equatableCall([1, 1]))
print(genericCall("abc"))
print(equatableCall("abca"))

// expect: all unique
// expect: has duplicates
// expect: unknown (2 items)
// expect: has duplicates
// expect: first repeat: l
// expect: cannot tell
// expect: unknown (2 items)
// expect: has duplicates
// expect: unknown (3 items)
// expect: has duplicates
