// Blog style (associated types): composable Transformer protocol with where clauses chaining Input/Output
protocol Transformer {
    associatedtype Input
    associatedtype Output
    var name: String { get }
    func apply(_ input: Input) -> Output
}

struct Chain<A: Transformer, B: Transformer>: Transformer where A.Output == B.Input {
    let first: A
    let second: B
    var name: String { "\(first.name) -> \(second.name)" }
    func apply(_ input: A.Input) -> B.Output { second.apply(first.apply(input)) }
}

extension Transformer {
    func then<Next: Transformer>(_ next: Next) -> Chain<Self, Next> where Next.Input == Output {
        Chain(first: self, second: next)
    }
}

struct Tokenize: Transformer {
    let name = "tokenize"
    func apply(_ input: String) -> [String] { input.split(whereSeparator: { !$0.isLetter }).map(String.init) }
}
struct Lowercase: Transformer {
    let name = "lowercase"
    func apply(_ input: [String]) -> [String] { input.map { $0.lowercased() } }
}
struct DropShort: Transformer {
    let minLength: Int
    var name: String { "drop<\(minLength)" }
    func apply(_ input: [String]) -> [String] { input.filter { $0.count >= minLength } }
}
struct Frequencies: Transformer {
    let name = "frequencies"
    func apply(_ input: [String]) -> [(String, Int)] {
        var counts: [String: Int] = [:]
        input.forEach { counts[$0, default: 0] += 1 }
        return counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}
struct Top<T>: Transformer {
    let n: Int
    var name: String { "top\(n)" }
    func apply(_ input: [T]) -> [T] { Array(input.prefix(n)) }
}

func run<T: Transformer>(_ t: T, on input: T.Input) -> T.Output where T.Output: Collection {
    let out = t.apply(input)
    print("[\(t.name)] produced \(out.count) items")
    return out
}

let text = "The quick brown fox. The lazy dog! A quick, quick fox?"
let pipeline = Tokenize().then(Lowercase()).then(DropShort(minLength: 3)).then(Frequencies()).then(Top<(String, Int)>(n: 3))
for (word, n) in run(pipeline, on: text) { print("  \(word) x\(n)") }

let simple = Tokenize().then(DropShort(minLength: 4))
print(run(simple, on: "Hi there, Swift fans"))

func outputTypeName<T: Transformer>(_ t: T) -> String { String(describing: T.Output.self) }
print(outputTypeName(Tokenize()), outputTypeName(Frequencies()))
// expect: [tokenize -> lowercase -> drop<3 -> frequencies -> top3] produced 3 items
// expect:   quick x3
// expect:   fox x2
// expect:   the x2
// expect: [tokenize -> drop<4] produced 3 items
// expect: ["there", "Swift", "fans"]
// expect: Array<String> Array<(String, Int)>
