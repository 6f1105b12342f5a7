// Book style (Generics): nested generic types, generic enums and type(of:) on specialized values
// known-gap: needs the compiler check (closure types); unchecked: line 11: expected "Array<Stage<Int>>", got "Array<Stage<Input>>"
enum Outcome<Success, Failure: Error> {
    case done(Success)
    case failed(Failure)
    case pending

    func map<U>(_ f: (Success) -> U) -> Outcome<U, Failure> {
        switch self {
        case .done(let s): return .done(f(s))
        case .failed(let e): return .failed(e)
        case .pending: return .pending
        }
    }
}

struct Pipeline<Input> {
    struct Stage<Output> {
        let name: String
        let run: (Input) -> Output
    }
    var stages: [Stage<Input>] = []
    mutating func add(_ name: String, _ run: @escaping (Input) -> Input) {
        stages.append(Stage(name: name, run: run))
    }
    func process(_ value: Input) -> (Input, [String]) {
        var v = value
        var trace: [String] = []
        for s in stages {
            v = s.run(v)
            trace.append("\(s.name)=\(v)")
        }
        return (v, trace)
    }
}

enum ParseError: Error { case empty, notNumber(String) }

func parse(_ s: String) -> Outcome<Int, ParseError> {
    if s.isEmpty { return .failed(.empty) }
    if s == "?" { return .pending }
    guard let n = Int(s) else { return .failed(.notNumber(s)) }
    return .done(n)
}

for text in ["42", "", "x1", "?"] {
    let outcome = parse(text)
    print(outcome, outcome.map { $0 * 2 })
}
let mapped = parse("7").map { String(repeating: "*", count: $0) }
print(mapped)
print(type(of: mapped))

var pipe = Pipeline<Int>()
pipe.add("double") { $0 * 2 }
pipe.add("inc") { $0 + 1 }
pipe.add("square") { $0 * $0 }
let (result, trace) = pipe.process(3)
print(result, trace)
print(pipe.stages.map(\.name))
let stage = Pipeline<String>.Stage<Int>(name: "len", run: { $0.count })
print(stage.name, stage.run("hello"))
print(type(of: stage))
print(type(of: pipe.stages))
var words = Pipeline<String>()
words.add("trim") { String($0.dropFirst()) }
words.add("upper") { $0.uppercased() }
print(words.process("xmelon"))
let nothing: Outcome<Int, ParseError>? = nil
print(nothing as Any, Outcome<Int, ParseError>.pending)

// expect: done(42) done(84)
// expect: failed(main.ParseError.empty) failed(main.ParseError.empty)
// expect: failed(main.ParseError.notNumber("x1")) failed(main.ParseError.notNumber("x1"))
// expect: pending pending
// expect: done("*******")
// expect: Outcome<String, ParseError>
// expect: 49 ["double=6", "inc=7", "square=49"]
// expect: ["double", "inc", "square"]
// expect: len 5
// expect: Stage<Int>
// expect: Array<Stage<Int>>
// expect: ("MELON", ["trim=melon", "upper=MELON"])
// expect: nil pending
