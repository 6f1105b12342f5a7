// App code style: chunking arrays by hand into pages and fixed-size rows
func chunked<T>(_ items: [T], size: Int) -> [[T]] {
    guard size > 0 else { return [] }
    return stride(from: 0, to: items.count, by: size).map { start in
        Array(items[start..<min(start + size, items.count)])
    }
}

let products = ["ant", "bee", "cow", "dog", "eel", "fox", "gnu", "hen", "ibis", "jay", "koi"]
let pages = chunked(products, size: 4)
print("pages: \(pages.count)")
for (n, page) in pages.enumerated() {
    print("page \(n + 1): \(page.joined(separator: ", "))")
}
print(chunked(Array(1...6), size: 2))
print(chunked(Array(1...6), size: 10))
print(chunked([Int](), size: 3))

func grid(_ values: [Int], columns: Int) -> String {
    chunked(values, size: columns).map { row in
        row.map { v in
            let s = String(v)
            return String(repeating: " ", count: 3 - s.count) + s
        }.joined()
    }.joined(separator: "\n")
}
print(grid(Array(1...10).map { $0 * $0 }, columns: 4))

var batches: [[Character]] = [[]]
for ch in "hello world swift" {
    if ch == " " {
        batches.append([])
    } else {
        batches[batches.count - 1].append(ch)
    }
}
print(batches.map { String($0) })
let pairSums = chunked([3, 1, 4, 1, 5, 9, 2, 6, 5], size: 2).map { $0.reduce(0, +) }
print(pairSums)
// expect: pages: 3
// expect: page 1: ant, bee, cow, dog
// expect: page 2: eel, fox, gnu, hen
// expect: page 3: ibis, jay, koi
// expect: [[1, 2], [3, 4], [5, 6]]
// expect: [[1, 2, 3, 4, 5, 6]]
// expect: []
// expect:   1  4  9 16
// expect:  25 36 49 64
// expect:  81100
// expect: ["hello", "world", "swift"]
// expect: [4, 5, 14, 8, 5]
