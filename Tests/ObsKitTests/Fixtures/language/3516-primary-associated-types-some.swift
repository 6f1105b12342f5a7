// Compiler test style: primary associated types with some/any (Collection<Int>, Sequence<String>)
func evens(_ xs: some Collection<Int>) -> [Int] { xs.filter { $0 % 2 == 0 } }
print(evens([1, 2, 3, 4]))
print(evens(1...9))
print(evens(Set([10, 11]).sorted()))

func upper(_ s: any Sequence<String>) -> [String] {
    var out: [String] = []
    for x in s { out.append(x.uppercased()) }
    return out
}
print(upper(["a", "b"]))
print(upper(["x": 1].keys))
let seqs: [any Sequence<String>] = [["p", "q"], ["r"], "st".map(String.init)]
print(seqs.map(upper))

func countdown(_ n: Int) -> some Sequence<Int> { stride(from: n, to: 0, by: -1) }
print(Array(countdown(4)))
print(countdown(3).reduce(0, +))

func pick(_ flag: Bool) -> any Collection<Character> {
    flag ? Array("abc") : "xyz"
}
print(String(pick(true)), pick(false).count)
print(type(of: pick(true)), type(of: pick(false)))

protocol Source<Output> {
    associatedtype Output
    func next() -> Output
}
struct Counter: Source { var n: Int; func next() -> Int { n + 1 } }
struct Echo: Source { var s: String; func next() -> String { s + s } }
func pull(_ s: some Source<Int>) -> Int { s.next() * 10 }
print(pull(Counter(n: 4)))
let srcs: [any Source<String>] = [Echo(s: "ab"), Echo(s: "z")]
print(srcs.map { $0.next() })
let anySrc: any Source = Counter(n: 1)
print(anySrc.next())
print(type(of: anySrc.next()))
// expect: [2, 4]
// expect: [2, 4, 6, 8]
// expect: [10]
// expect: ["A", "B"]
// expect: ["X"]
// expect: [["P", "Q"], ["R"], ["S", "T"]]
// expect: [4, 3, 2, 1]
// expect: 6
// expect: abc 3
// expect: Array<Character> String
// expect: 50
// expect: ["abab", "zz"]
// expect: 2
// expect: Int
