// Sundell generics style (stored generic closures): validators and pipelines that keep closures typed by their parameters
struct Validator<Value> {
    let name: String
    let check: (Value) -> Bool

    func and(_ other: Validator<Value>) -> Validator<Value> {
        Validator(name: "\(name)&\(other.name)") { self.check($0) && other.check($0) }
    }

    func pullback<Whole>(_ get: @escaping (Whole) -> Value) -> Validator<Whole> {
        Validator<Whole>(name: name) { self.check(get($0)) }
    }
}

struct Pipeline<Input, Output> {
    private let run: (Input) -> Output
    init(_ run: @escaping (Input) -> Output) { self.run = run }

    func then<Next>(_ next: @escaping (Output) -> Next) -> Pipeline<Input, Next> {
        Pipeline<Input, Next> { next(self.run($0)) }
    }

    func callAsFunction(_ input: Input) -> Output { run(input) }
}

struct Memo<Key: Hashable, Value> {
    private var cache: [Key: Value] = [:]
    private let compute: (Key) -> Value
    private(set) var misses = 0
    init(_ compute: @escaping (Key) -> Value) { self.compute = compute }
    mutating func value(for key: Key) -> Value {
        if let hit = cache[key] { return hit }
        misses += 1
        let v = compute(key)
        cache[key] = v
        return v
    }
}

struct User { var name: String; var age: Int }

let nonEmpty = Validator<String>(name: "nonEmpty") { !$0.isEmpty }
let short = Validator<String>(name: "short") { $0.count <= 5 }
let adult = Validator<Int>(name: "adult") { $0 >= 18 }
let both = nonEmpty.and(short)
for s in ["", "swift", "generics"] { print("'\(s)'", both.name, both.check(s)) }

let userName = both.pullback { (u: User) in u.name }
let userAge = adult.pullback(\User.age)
let people = [User(name: "Ann", age: 30), User(name: "Bartholomew", age: 40), User(name: "Cy", age: 12)]
print(people.map { userName.check($0) && userAge.check($0) })

let parse = Pipeline<String, Int> { Int($0) ?? 0 }.then { $0 * 3 }.then { "value=\($0)" }
print(parse("14"), parse("x"))

var fib = Memo<Int, Int> { n in n < 2 ? n : (1...n).reduce((0, 1)) { acc, _ in (acc.1, acc.0 + acc.1) }.0 }
print([10, 20, 10, 5].map { fib.value(for: $0) }, fib.misses)

// expect: '' nonEmpty&short false
// expect: 'swift' nonEmpty&short true
// expect: 'generics' nonEmpty&short false
// expect: [true, false, false]
// expect: value=42 value=0
// expect: [55, 6765, 55, 5] 3
