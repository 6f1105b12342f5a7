// App architecture style (primary associated types): a pipeline of any Transformer<String> plugins, composed through some-returning builders
protocol Transformer<Value> {
    associatedtype Value
    var name: String { get }
    func apply(_ v: Value) -> Value
}

struct Trim: Transformer {
    let name = "trim"
    func apply(_ v: String) -> String {
        var s = Substring(v)
        while s.first == " " { s.removeFirst() }
        while s.last == " " { s.removeLast() }
        return String(s)
    }
}
struct Collapse: Transformer {
    let name = "collapse"
    func apply(_ v: String) -> String { v.split(separator: " ").joined(separator: " ") }
}
struct Replace: Transformer {
    let from: String, to: String
    var name: String { "replace(\(from)->\(to))" }
    func apply(_ v: String) -> String {
        v.split(separator: " ", omittingEmptySubsequences: false).map { $0 == from ? to : String($0) }.joined(separator: " ")
    }
}
struct Chain<A: Transformer, B: Transformer>: Transformer where A.Value == B.Value {
    let first: A, second: B
    var name: String { "\(first.name)+\(second.name)" }
    func apply(_ v: A.Value) -> A.Value { second.apply(first.apply(v)) }
}
struct Scale: Transformer {
    let factor: Int
    var name: String { "x\(factor)" }
    func apply(_ v: Int) -> Int { v * factor }
}

extension Transformer {
    func then<T: Transformer>(_ next: T) -> some Transformer<Value> where T.Value == Value { Chain(first: self, second: next) }
}

func run<T>(_ value: T, through steps: [any Transformer<T>]) -> T {
    var v = value
    for step in steps {
        v = step.apply(v)
        print("  \(step.name): '\(v)'")
    }
    return v
}

let cleanup = Trim().then(Collapse())
let steps: [any Transformer<String>] = [cleanup, Replace(from: "teh", to: "the"), Replace(from: "colour", to: "color")]
print("result:", run("   teh   quick colour  fox ", through: steps))
print("result:", run("nothing to do", through: steps))
let numbers: [any Transformer<Int>] = [Scale(factor: 3), Scale(factor: 2).then(Scale(factor: 5))]
print("result:", run(7, through: numbers))
print(steps.map(\.name))

// expect:   trim+collapse: 'teh quick colour fox'
// expect:   replace(teh->the): 'the quick colour fox'
// expect:   replace(colour->color): 'the quick color fox'
// expect: result: the quick color fox
// expect:   trim+collapse: 'nothing to do'
// expect:   replace(teh->the): 'nothing to do'
// expect:   replace(colour->color): 'nothing to do'
// expect: result: nothing to do
// expect:   x3: '21'
// expect:   x2+x5: '210'
// expect: result: 210
// expect: ["trim+collapse", "replace(teh->the)", "replace(colour->color)"]
