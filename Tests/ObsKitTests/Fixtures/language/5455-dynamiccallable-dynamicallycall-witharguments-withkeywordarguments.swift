// Swift Evolution style (SE-0216): @dynamicCallable with dynamicallyCall(withArguments:) and withKeywordArguments
@dynamicCallable
struct Adder {
    var base: Int
    func dynamicallyCall(withArguments args: [Int]) -> Int {
        args.reduce(base, +)
    }
}

@dynamicCallable
struct Formatter {
    func dynamicallyCall(withKeywordArguments pairs: KeyValuePairs<String, Any>) -> String {
        pairs.map { key, value in key.isEmpty ? "\(value)" : "\(key)=\(value)" }.joined(separator: " ")
    }
}

let add = Adder(base: 100)
print(add(1, 2, 3))
print(add())

let fmt = Formatter()
print(fmt("cmd", verbose: true, level: 3))
print(fmt(x: 1.5))
print(fmt())

// expect: 106
// expect: 100
// expect: cmd verbose=true level=3
// expect: x=1.5
// expect:
