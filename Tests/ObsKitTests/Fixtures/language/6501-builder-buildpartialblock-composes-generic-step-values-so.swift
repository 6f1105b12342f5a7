// result builder style (typed pipeline): a builder with buildPartialBlock that composes generic Step values so each step's Output feeds the next step's Input
protocol Step<Input, Output> {
    associatedtype Input
    associatedtype Output
    var name: String { get }
    func run(_ input: Input) -> Output
}

struct Transform<Input, Output>: Step {
    let name: String
    let body: (Input) -> Output
    func run(_ input: Input) -> Output { body(input) }
}

struct Chain<First: Step, Second: Step>: Step where First.Output == Second.Input {
    let first: First
    let second: Second
    var name: String { "\(first.name) > \(second.name)" }
    func run(_ input: First.Input) -> Second.Output { second.run(first.run(input)) }
}

@resultBuilder
enum PipelineBuilder {
    static func buildPartialBlock<S: Step>(first: S) -> S { first }
    static func buildPartialBlock<A: Step, B: Step>(accumulated: A, next: B) -> Chain<A, B> where A.Output == B.Input {
        Chain(first: accumulated, second: next)
    }
}

func pipeline<S: Step>(@PipelineBuilder _ build: () -> S) -> S { build() }

extension Step {
    func traced(_ input: Input) -> Output {
        let out = run(input)
        print("[\(name)] \(input) -> \(out)")
        return out
    }
}

let wordLengths = pipeline {
    Transform(name: "split") { (s: String) in s.split(separator: " ").map(String.init) }
    Transform(name: "lengths") { (ws: [String]) in ws.map(\.count) }
    Transform(name: "sum") { (ns: [Int]) in ns.reduce(0, +) }
}
print(wordLengths.name)
_ = wordLengths.traced("the quick brown fox")

let single = pipeline { Transform(name: "double") { (n: Int) in n * 2 } }
print(single.name, single.run(21))

let describe = pipeline {
    Transform(name: "parse") { (s: String) in Int(s) }
    Transform(name: "default") { (n: Int?) in n ?? 0 }
    Transform(name: "sign") { (n: Int) -> String in n < 0 ? "negative" : n == 0 ? "zero" : "positive" }
}
for input in ["42", "-7", "abc"] { print(input, describe.run(input)) }
func erase<S: Step>(_ s: S) -> any Step<S.Input, S.Output> { s }
let steps: [any Step<String, String>] = [erase(describe), Transform(name: "upper") { $0.uppercased() }]
print(steps.map { $0.run("5") }, steps.map(\.name))

// expect: split > lengths > sum
// expect: [split > lengths > sum] the quick brown fox -> 16
// expect: double 42
// expect: 42 positive
// expect: -7 negative
// expect: abc zero
// expect: ["positive", "5"] ["parse > default > sign", "upper"]
