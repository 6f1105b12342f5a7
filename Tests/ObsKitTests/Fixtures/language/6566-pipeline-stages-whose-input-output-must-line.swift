// WWDC Design protocol interfaces style (same-type constraints): a Pipeline of Stages whose Input and Output must line up, connected through where clauses
protocol Stage {
    associatedtype Input
    associatedtype Output
    func process(_ input: Input) -> Output
}

struct Tokenize: Stage {
    func process(_ input: String) -> [String] { input.split(separator: " ").map(String.init) }
}

struct CountLetters: Stage {
    func process(_ input: [String]) -> [Int] { input.map(\.count) }
}

struct Summarize: Stage {
    func process(_ input: [Int]) -> String {
        "words=\(input.count) letters=\(input.reduce(0, +)) longest=\(input.max() ?? 0)"
    }
}

struct Chain<First: Stage, Second: Stage>: Stage where First.Output == Second.Input {
    let first: First
    let second: Second
    func process(_ input: First.Input) -> Second.Output {
        second.process(first.process(input))
    }
}

extension Stage {
    func then<Next: Stage>(_ next: Next) -> Chain<Self, Next> where Next.Input == Output {
        Chain(first: self, second: next)
    }
}

func runTwice<S: Stage>(_ stage: S, _ input: S.Input) -> (S.Output, S.Output) where S.Output: Equatable {
    (stage.process(input), stage.process(input))
}

let pipeline = Tokenize().then(CountLetters()).then(Summarize())
print(pipeline.process("protocols with associated types"))
print(pipeline.process("a bb ccc"))
print(Tokenize().then(CountLetters()).process("one three"))
let pair = runTwice(Tokenize().then(CountLetters()), "x yy")
print(pair.0 == pair.1, pair.0)
print(type(of: Tokenize().then(CountLetters())))

// expect: words=4 letters=28 longest=10
// expect: words=3 letters=6 longest=3
// expect: [3, 5]
// expect: true [1, 2]
// expect: Chain<Tokenize, CountLetters>
