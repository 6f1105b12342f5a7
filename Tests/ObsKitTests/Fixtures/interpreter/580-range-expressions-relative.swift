// Any range is a RangeExpression: a generic function or subscript over one takes bounded and one-sided
// ranges, and relative(to:) turns each into the collection's half-open range (expected output from swiftc 6.3.1 on Linux)
let scores = [4, 8, 15, 16, 23, 42]
print((1...3).relative(to: scores), (2..<4).relative(to: scores))
print((2...).relative(to: scores), (..<2).relative(to: scores), (...2).relative(to: scores))

func pick<R: RangeExpression>(_ r: R, from list: [Int]) -> [Int] where R.Bound == Int {
    Array(list[r.relative(to: list)])
}
print(pick(1...2, from: scores), pick(4..., from: scores), pick(..<1, from: scores))

struct Tape {
    var cells: [String]
    subscript<R: RangeExpression>(span r: R) -> String where R.Bound == Int {
        cells[r.relative(to: cells.indices)].joined(separator: "-")
    }
}
let tape = Tape(cells: ["a", "b", "c", "d"])
print(tape[span: 1...2], tape[span: 2...], tape[span: ..<1], tape[span: 0..<0].isEmpty)

let word = "teapot"
let start = word.index(after: word.startIndex)
let inner = (start...).relative(to: word)
print(word[inner], word[(..<start).relative(to: word)])

func isRange(_ value: Any) -> Bool { value is any RangeExpression }
print(isRange(1...), isRange(..<5), isRange(2..<3), isRange(7))

// expect: 1..<4 2..<4
// expect: 2..<6 0..<2 0..<3
// expect: [8, 15] [23, 42] [4]
// expect: b-c c-d a true
// expect: eapot t
// expect: true true true false
