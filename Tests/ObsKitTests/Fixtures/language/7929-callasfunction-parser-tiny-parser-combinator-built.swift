// Sundell style (callAsFunction parser): a tiny parser combinator built on callable values
struct Parser<Output> {
    let run: (inout Substring) -> Output?

    func callAsFunction(_ input: inout Substring) -> Output? { run(&input) }

    func map<T>(_ f: @escaping (Output) -> T) -> Parser<T> {
        Parser<T> { input in self(&input).map(f) }
    }
}

let digits = Parser<Int> { input in
    let prefix = input.prefix(while: { $0.isNumber })
    guard let n = Int(prefix) else { return nil }
    input.removeFirst(prefix.count)
    return n
}

func literal(_ s: String) -> Parser<Void> {
    Parser<Void> { input in
        guard input.hasPrefix(s) else { return nil }
        input.removeFirst(s.count)
        return ()
    }
}

let comma = literal(",")
var text: Substring = "12,345,6x"
var numbers: [Int] = []
while let n = digits(&text) {
    numbers.append(n)
    if comma(&text) == nil { break }
}
print(numbers, "rest:", text)

let doubled = digits.map { $0 * 2 }
var t2: Substring = "21abc"
print(doubled(&t2) ?? -1, t2)
var t3: Substring = "abc"
print(digits(&t3) as Any, t3)
// expect: [12, 345, 6] rest: x
// expect: 42 abc
// expect: nil abc
