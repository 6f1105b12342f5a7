// Advanced Swift style (opaque sequences): functions returning some Sequence<Element> over filtered and strided data
extension Sequence {
    func every(_ n: Int) -> some Sequence<Element> {
        enumerated().lazy.filter { $0.offset % n == 0 }.map(\.element)
    }

    func interspersed(with separator: Element) -> some Sequence<Element> {
        var first = true
        return lazy.flatMap { element -> [Element] in
            if first {
                first = false
                return [element]
            }
            return [separator, element]
        }
    }
}

func countdown(from n: Int) -> some Sequence<Int> {
    stride(from: n, through: 1, by: -1)
}

func evens(upTo limit: Int) -> some Sequence<Int> {
    (0...limit).lazy.filter { $0.isMultiple(of: 2) }
}

print(Array(countdown(from: 5)))
print(Array(evens(upTo: 12)))
print(Array((1...10).every(3)))
print(Array("abcdefgh".every(2)).map(String.init).joined())
print(Array([1, 2, 3].interspersed(with: 0)))
print(String(Array("swift".interspersed(with: "-"))))

var total = 0
for value in countdown(from: 4) {
    total += value * value
}
print("sum of squares:", total)

let words = ["one", "two", "three", "four", "five"]
let picked = words.every(2)
print(Array(picked), picked.underestimatedCount)
print(Array(Set([3, 1, 2]).sorted().interspersed(with: 9)))

// expect: [5, 4, 3, 2, 1]
// expect: [0, 2, 4, 6, 8, 10, 12]
// expect: [1, 4, 7, 10]
// expect: aceg
// expect: [1, 0, 2, 0, 3]
// expect: s-w-i-f-t
// expect: sum of squares: 30
// expect: ["one", "three", "five"] 0
// expect: [1, 9, 2, 9, 3]
