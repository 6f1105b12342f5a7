// Swift Evolution style (SE-0346): protocols with several primary associated types and constrained existentials
protocol Converter<Input, Output> {
    associatedtype Input
    associatedtype Output
    func convert(_ input: Input) -> Output
}

struct Celsius2Fahrenheit: Converter {
    func convert(_ input: Double) -> Double { input * 9 / 5 + 32 }
}

struct LengthOf: Converter {
    func convert(_ input: String) -> Int { input.count }
}

struct Doubling: Converter {
    func convert(_ input: Int) -> Int { input * 2 }
}

struct Chain<A: Converter, B: Converter>: Converter where A.Output == B.Input {
    var first: A, second: B
    func convert(_ input: A.Input) -> B.Output { second.convert(first.convert(input)) }
}

func run(_ c: some Converter<String, Int>, on words: [String]) -> [Int] {
    words.map { c.convert($0) }
}

func chained(_ a: some Converter<String, Int>, _ b: some Converter<Int, Int>) -> some Converter<String, Int> {
    Chain(first: a, second: b)
}

let pipeline = chained(LengthOf(), Doubling())
print(run(pipeline, on: ["a", "abc", "swift"]))
print(run(LengthOf(), on: ["xy"]))

let intConverters: [any Converter<Int, Int>] = [Doubling(), Chain(first: Doubling(), second: Doubling())]
print(intConverters.map { $0.convert(5) })

let temp: any Converter<Double, Double> = Celsius2Fahrenheit()
print(temp.convert(100), temp.convert(-40))

let loose: any Converter = LengthOf()
print(type(of: loose))

func firstOf<S: Sequence<String>>(_ s: S) -> String? {
    var it = s.makeIterator()
    return it.next()
}
print(firstOf(["k", "j"]) ?? "-")
print(firstOf(["q": 1].keys) ?? "-")

let bag: [any Collection<Int>] = [[3, 4], 1..<4, Set([9])]
print(bag.map { $0.reduce(0, +) })

func makeEvens() -> any Sequence<Int> { stride(from: 0, to: 7, by: 2) }
for n in makeEvens() { print("even \(n)") }
// expect: [2, 6, 10]
// expect: [2]
// expect: [10, 20]
// expect: 212.0 -40.0
// expect: LengthOf
// expect: k
// expect: q
// expect: [7, 6, 9]
// expect: even 0
// expect: even 2
// expect: even 4
// expect: even 6
