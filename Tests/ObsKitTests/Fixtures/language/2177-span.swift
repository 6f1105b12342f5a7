// Swift Evolution style (SE-0447): Span as a safe borrowed view of contiguous storage
// known-gap: error: 2177-span.swift:16:23: error: value of type '[Int]' has no member 'span'
func total(_ span: Span<Int>) -> Int {
    var s = 0
    for i in span.indices { s += span[i] }
    return s
}

func describe(_ span: Span<Int>) -> String {
    var parts: [String] = []
    for i in span.indices { parts.append("\(i):\(span[i])") }
    return "[" + parts.joined(separator: " ") + "] isEmpty=\(span.isEmpty)"
}

let numbers = [4, 8, 15, 16, 23, 42]
print("total:", total(numbers.span))
print(describe(numbers.span))

let empty: [Int] = []
print(describe(empty.span))

let slice = numbers.span.extracting(2..<5)
print("slice total:", total(slice))
print("slice count:", slice.count)
print("first 2:", describe(numbers.span.extracting(first: 2)))
print("last 1:", describe(numbers.span.extracting(last: 1)))

func countMatching(_ span: Span<Int>, _ pred: (Int) -> Bool) -> Int {
    var n = 0
    for i in span.indices where pred(span[i]) { n += 1 }
    return n
}
print("evens:", countMatching(numbers.span) { $0 % 2 == 0 })

let inline: InlineArray<4, Int> = [1, 1, 2, 3]
print("inline total:", total(inline.span))

let contiguous = ContiguousArray([10, 20, 30])
print("contiguous total:", total(contiguous.span))

var mutable = [1, 2, 3, 4]
do {
    var ms = mutable.mutableSpan
    for i in ms.indices { ms[i] *= 3 }
}
print("mutated:", mutable)

let text = "héllo"
let utf8 = Array(text.utf8)
print("utf8 bytes:", utf8.span.count)

// expect: total: 108
// expect: [0:4 1:8 2:15 3:16 4:23 5:42] isEmpty=false
// expect: [] isEmpty=true
// expect: slice total: 54
// expect: slice count: 3
// expect: first 2: [0:4 1:8] isEmpty=false
// expect: last 1: [0:42] isEmpty=false
// expect: evens: 4
// expect: inline total: 7
// expect: contiguous total: 60
// expect: mutated: [3, 6, 9, 12]
// expect: utf8 bytes: 6
