// Swift by Sundell style (sequence helpers): stride, zip, sequence(first:next:), sequence(state:next:) and lazy chains
let evens = stride(from: 0, through: 20, by: 4)
print(Array(evens), Array(stride(from: 10, to: 0, by: -3)))
print(stride(from: 0.0, to: 1.0, by: 0.25).map { $0 })

let names = ["Ada", "Grace", "Linus", "Ken"]
let years = [1815, 1906, 1969]
for (name, year) in zip(names, years) { print("\(name) born \(year)") }
print(zip(names, 1...).map { "\($1). \($0)" })
let pairs = Dictionary(uniqueKeysWithValues: zip(names, names.map(\.count)))
print(pairs.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })

let powersOfTwo = sequence(first: 1) { $0 < 500 ? $0 * 2 : nil }
print(Array(powersOfTwo))
let collatz = sequence(first: 27) { $0 == 1 ? nil : ($0 % 2 == 0 ? $0 / 2 : 3 * $0 + 1) }
print("collatz(27) steps:", collatz.reduce(0) { n, _ in n + 1 } - 1, "max:", collatz.max()!)

final class Folder { let name: String; let parent: Folder?; init(_ n: String, _ p: Folder?) { name = n; parent = p } }
let root = Folder("root", nil), docs = Folder("docs", root), notes = Folder("notes", docs)
print(sequence(first: notes, next: \.parent).map(\.name).reversed().joined(separator: "/"))

let fibonacci = sequence(state: (0, 1)) { (state: inout (Int, Int)) -> Int? in
    let value = state.0
    state = (state.1, state.0 + state.1)
    return value
}
print(Array(fibonacci.prefix(12)))
print(Array(fibonacci.lazy.filter { $0 % 2 == 0 }.prefix(5)))

var words = "the quick brown fox".split(separator: " ").makeIterator()
let shout = sequence(state: 0) { (count: inout Int) -> String? in
    guard let word = words.next() else { return nil }
    count += 1
    return "\(count):\(word.uppercased())"
}
print(Array(shout))

let firstSquareOver100 = (1...).lazy.map { $0 * $0 }.first { $0 > 100 }
print(firstSquareOver100 ?? 0)
print(zip([1, 2, 3], [10, 20, 30]).map(+), zip("abc", "xyz").map { "\($0)\($1)" }.joined())
print((1...5).reversed().map { String($0) }.joined(separator: "<"), Array(repeatElement("ab", count: 3)))

// expect: [0, 4, 8, 12, 16, 20] [10, 7, 4, 1]
// expect: [0.0, 0.25, 0.5, 0.75]
// expect: Ada born 1815
// expect: Grace born 1906
// expect: Linus born 1969
// expect: ["1. Ada", "2. Grace", "3. Linus", "4. Ken"]
// expect: ["Ada=3", "Grace=5", "Ken=3", "Linus=5"]
// expect: [1, 2, 4, 8, 16, 32, 64, 128, 256, 512]
// expect: collatz(27) steps: 111 max: 9232
// expect: root/docs/notes
// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89]
// expect: [0, 2, 8, 34, 144]
// expect: ["1:THE", "2:QUICK", "3:BROWN", "4:FOX"]
// expect: 121
// expect: [11, 22, 33] axbycz
// expect: 5<4<3<2<1 ["ab", "ab", "ab"]
