// Swift Forums style (stateful unfolding): sequence(state:next:) for splitting, pairing and running totals
extension Sequence {
    func scan<Result>(_ initial: Result, _ combine: @escaping (Result, Element) -> Result) -> [Result] {
        Array(sequence(state: (makeIterator(), initial)) { state -> Result? in
            guard let element = state.0.next() else { return nil }
            state.1 = combine(state.1, element)
            return state.1
        })
    }
}

extension Collection {
    func pairs() -> [(Element, Element?)] {
        Array(sequence(state: makeIterator()) { iterator -> (Element, Element?)? in
            guard let first = iterator.next() else { return nil }
            return (first, iterator.next())
        })
    }
}

func words(in text: String) -> [Substring] {
    Array(sequence(state: text[...]) { rest -> Substring? in
        rest = rest.drop(while: { $0 == " " })
        guard !rest.isEmpty else { return nil }
        let word = rest.prefix(while: { $0 != " " })
        rest = rest[word.endIndex...]
        return word
    })
}

print([1, 2, 3, 4, 5].scan(0, +))
print([3, 1, 4, 1, 5, 9, 2].scan(Int.min, max))
print(["a", "b", "c"].scan("", +))
print((1...5).scan(1, *))

for (a, b) in [10, 20, 30, 40, 50].pairs() {
    print(a, b.map(String.init) ?? "-")
}
print("xyzw".pairs().map { "\($0)\($1 ?? "_")" })

print(words(in: "  the quick   brown fox "))
print(words(in: "").count, words(in: "single"))

let fizz = sequence(state: 0) { (n: inout Int) -> String? in
    n += 1
    guard n <= 15 else { return nil }
    switch (n % 3, n % 5) {
    case (0, 0): return "FizzBuzz"
    case (0, _): return "Fizz"
    case (_, 0): return "Buzz"
    default: return String(n)
    }
}
print(fizz.joined(separator: " "))

// expect: [1, 3, 6, 10, 15]
// expect: [3, 3, 4, 4, 5, 9, 9]
// expect: ["a", "ab", "abc"]
// expect: [1, 2, 6, 24, 120]
// expect: 10 20
// expect: 30 40
// expect: 50 -
// expect: ["xy", "zw"]
// expect: ["the", "quick", "brown", "fox"]
// expect: 0 ["single"]
// expect: 1 2 Fizz 4 Buzz Fizz 7 8 Fizz Buzz 11 Fizz 13 14 FizzBuzz
