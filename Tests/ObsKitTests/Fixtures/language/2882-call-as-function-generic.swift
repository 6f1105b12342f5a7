// Compiler test style: callAsFunction overloads, generics, and closures stored in callable types
struct Validator<T> {
    let name: String
    let rule: (T) -> Bool

    func callAsFunction(_ value: T) -> Bool {
        rule(value)
    }

    func callAsFunction(all values: [T]) -> [Bool] {
        values.map(rule)
    }
}

let isEven = Validator<Int>(name: "even") { $0 % 2 == 0 }
let isShort = Validator<String>(name: "short") { $0.count < 5 }

print(isEven(4), isEven(7))
print(isEven(all: [1, 2, 3, 4]))
print(isShort("swift"), isShort("key"))

struct Pipeline<Input, Output> {
    let run: (Input) -> Output

    func callAsFunction(_ input: Input) -> Output { run(input) }

    func then<Next>(_ next: Pipeline<Output, Next>) -> Pipeline<Input, Next> {
        Pipeline<Input, Next> { next(self(input: $0)) }
    }

    private func callAsFunction(input: Input) -> Output { run(input) }
}

let double = Pipeline<Int, Int> { $0 * 2 }
let describe = Pipeline<Int, String> { "value=\($0)" }
let combined = double.then(double).then(describe)
print(combined(5))

class Counter {
    var hits = 0
    func callAsFunction() { hits += 1 }
}
let c = Counter()
for _ in 0..<3 { c() }
print("hits:", c.hits)

// expect: true false
// expect: [false, true, false, true]
// expect: false true
// expect: value=20
// expect: hits: 3
