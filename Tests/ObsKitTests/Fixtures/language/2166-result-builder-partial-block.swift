// Swift Evolution style (SE-0348): result builders using buildPartialBlock
@resultBuilder
struct Joined {
    static func buildExpression(_ s: String) -> [String] { [s] }
    static func buildExpression(_ n: Int) -> [String] { [String(n)] }
    static func buildPartialBlock(first: [String]) -> [String] { first }
    static func buildPartialBlock(accumulated: [String], next: [String]) -> [String] { accumulated + next }
    static func buildOptional(_ c: [String]?) -> [String] { c ?? [] }
    static func buildEither(first: [String]) -> [String] { first }
    static func buildEither(second: [String]) -> [String] { second }
    static func buildArray(_ parts: [[String]]) -> [String] { parts.flatMap { $0 } }
    static func buildFinalResult(_ parts: [String]) -> String { parts.joined(separator: " ") }
}

func sentence(@Joined _ body: () -> String) -> String { body() }

let formal = true
let count = 3
print(sentence {
    "Hello"
    if formal { "dear" } else { "hey" }
    "reader,"
    for i in 1...count { i }
    if count > 5 { "many" }
    "done."
})

// A pairwise builder: combines each new component with the accumulated one
struct Pair<A, B> { let first: A; let second: B }

@resultBuilder
enum TupleChain {
    static func buildPartialBlock<T>(first: T) -> T { first }
    static func buildPartialBlock<A, B>(accumulated: A, next: B) -> Pair<A, B> { Pair(first: accumulated, second: next) }
}

func chain<R>(@TupleChain _ body: () -> R) -> R { body() }
let built = chain {
    1
    "two"
    3.0
}
print(built.first.first, built.first.second, built.second)
print(type(of: built))

@resultBuilder
enum Summer {
    static func buildPartialBlock(first: Int) -> Int { first }
    static func buildPartialBlock(accumulated: Int, next: Int) -> Int {
        print("  adding \(next) to \(accumulated)")
        return accumulated + next
    }
}
func sum(@Summer _ body: () -> Int) -> Int { body() }
print("sum:", sum { 10; 20; 30; 40 })

// expect: Hello dear reader, 1 2 3 done.
// expect: 1 two 3.0
// expect: Pair<Pair<Int, String>, Double>
// expect:   adding 20 to 10
// expect:   adding 30 to 30
// expect:   adding 40 to 60
// expect: sum: 100
