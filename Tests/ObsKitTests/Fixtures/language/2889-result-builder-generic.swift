// Compiler test style: a generic result builder with buildPartialBlock accumulation
@resultBuilder
struct ArrayBuilder<Element> {
    static func buildPartialBlock(first: Element) -> [Element] { [first] }
    static func buildPartialBlock(first: [Element]) -> [Element] { first }
    static func buildPartialBlock(accumulated: [Element], next: Element) -> [Element] {
        accumulated + [next]
    }
    static func buildPartialBlock(accumulated: [Element], next: [Element]) -> [Element] {
        accumulated + next
    }
    static func buildEither(first: [Element]) -> [Element] { first }
    static func buildEither(second: [Element]) -> [Element] { second }
}

func buildArray<T>(@ArrayBuilder<T> _ content: () -> [T]) -> [T] {
    content()
}

let ints = buildArray {
    1
    2
    [3, 4]
    5
}
print(ints)

let flag = false
let words: [String] = buildArray {
    "alpha"
    if flag {
        "beta"
    } else {
        ["gamma", "delta"]
    }
    "omega"
}
print(words)
print(words.count, ints.reduce(0, +))

// expect: [1, 2, 3, 4, 5]
// expect: ["alpha", "gamma", "delta", "omega"]
// expect: 4 15
