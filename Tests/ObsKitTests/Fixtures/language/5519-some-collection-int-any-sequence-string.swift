// Swift Forums style (primary associated types): some Collection<Int>, any Sequence<String> and constrained existentials
protocol Source<Output> {
    associatedtype Output
    func produce() -> [Output]
}

struct Numbers: Source {
    func produce() -> [Int] { [1, 2, 3] }
}

struct Words: Source {
    let text: String
    func produce() -> [String] { text.split(separator: " ").map(String.init) }
}

struct Repeat<T>: Source {
    let value: T
    let n: Int
    func produce() -> [T] { Array(repeating: value, count: n) }
}

func firstTwo(_ c: some Collection<Int>) -> [Int] { Array(c.prefix(2)) }
func joinAll(_ s: any Sequence<String>) -> String { s.joined(separator: "|") }
func count<S: Source<Int>>(_ s: S) -> Int { s.produce().reduce(0, +) }

let sources: [any Source<String>] = [Words(text: "a b c"), Repeat(value: "z", n: 2)]
for s in sources {
    print(s.produce())
}
print(firstTwo([9, 8, 7]), firstTwo(Set([4]).sorted()), firstTwo(1...10))
print(joinAll(["x", "y"]), joinAll(Words(text: "p q").produce()))
print(count(Numbers()), count(Repeat(value: 5, n: 3)))
let intSources: [any Source<Int>] = [Numbers(), Repeat(value: 1, n: 4)]
print(intSources.map { $0.produce().count })
func makeSource() -> some Source<Double> { Repeat(value: 0.5, n: 2) }
print(makeSource().produce())
func total<S: Source>(_ s: S) -> String where S.Output: Numeric {
    "\(S.self): \(s.produce().reduce(0, +))"
}
print(total(Numbers()), total(Repeat(value: 1.5, n: 2)))

// expect: ["a", "b", "c"]
// expect: ["z", "z"]
// expect: [9, 8] [4] [1, 2]
// expect: x|y p|q
// expect: 6 15
// expect: [3, 4]
// expect: [0.5, 0.5]
// expect: Numbers: 6 Repeat<Double>: 3.0
