// Swift book style (Opaque and Boxed Protocol Types): some Collection<Int> and any Sequence<String> with primary associated types
func evens(upTo limit: Int) -> some Collection<Int> {
    stride(from: 0, through: limit, by: 2).map { $0 }
}

func letters(of word: String) -> some Sequence<Character> {
    word.reversed()
}

func sum(of numbers: some Sequence<Int>) -> Int {
    numbers.reduce(0, +)
}

func describe(_ values: some Collection<Int>) -> String {
    "\(values.count) values, first \(values.first.map(String.init) ?? "none")"
}

let e = evens(upTo: 10)
print(Array(e), "sum", sum(of: e))
print(describe(e))
print(describe(Set([5])))
print(String(letters(of: "stressed")))
print(sum(of: 1...100), sum(of: [3, 4].lazy.map { $0 * $0 }))

// boxed: the concrete type can differ per element
let sources: [any Sequence<String>] = [
    ["red", "green"],
    Set(["solo"]),
    "a b c".split(separator: " ").map(String.init),
    repeatElement("echo", count: 2),
]
for s in sources {
    print(Array(s).sorted().joined(separator: "+"))
}

func pickSource(short: Bool) -> any Collection<Int> {
    short ? [1, 2] : Array(10...14)
}
for flag in [true, false] {
    let c = pickSource(short: flag)
    print(flag, c.count, sum(of: Array(c)))
}

// opaque result types preserve identity so results can be compared
func tags() -> some Equatable { ["x", "y"] }
print(tags() == tags())

// expect: [0, 2, 4, 6, 8, 10] sum 30
// expect: 6 values, first 0
// expect: 1 values, first 5
// expect: desserts
// expect: 5050 25
// expect: green+red
// expect: solo
// expect: a+b+c
// expect: echo+echo
// expect: true 2 3
// expect: false 5 60
// expect: true
