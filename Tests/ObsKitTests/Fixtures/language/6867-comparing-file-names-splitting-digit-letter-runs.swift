// Advent of Code style (natural sorting): comparing file names by splitting digit and letter runs into chunks
enum Chunk: Comparable {
    case number(Int, String)
    case text(String)

    static func < (lhs: Chunk, rhs: Chunk) -> Bool {
        switch (lhs, rhs) {
        case let (.number(a, sa), .number(b, sb)): return a != b ? a < b : sa.count > sb.count
        case (.number, .text): return true
        case (.text, .number): return false
        case let (.text(a), .text(b)): return a.lowercased() < b.lowercased()
        }
    }
}

func chunks(_ name: String) -> [Chunk] {
    var result: [Chunk] = []
    var i = name.startIndex
    while i < name.endIndex {
        let digit = name[i].isNumber
        var j = i
        while j < name.endIndex && name[j].isNumber == digit { j = name.index(after: j) }
        let piece = String(name[i..<j])
        result.append(digit ? .number(Int(piece) ?? 0, piece) : .text(piece))
        i = j
    }
    return result
}

func naturalLess(_ a: String, _ b: String) -> Bool {
    let x = chunks(a), y = chunks(b)
    for (p, q) in zip(x, y) {
        if p < q { return true }
        if q < p { return false }
    }
    return x.count != y.count ? x.count < y.count : a < b
}

let files = ["file10.txt", "file2.txt", "File1.txt", "file1.txt", "img12b", "img12a", "img2", "a", "file02.txt", "10", "9"]
print(files.sorted())
print(files.sorted(by: naturalLess))
print(files.sorted { $0.lowercased() < $1.lowercased() })
print(files.sorted { ($0.count, $0) < ($1.count, $1) })
print("apple" < "banana", "Zebra" < "apple", "é" > "z", "a" < "aa")
print(["b", "B", "a", "A", "_", "1"].sorted())
print(files.min()!, files.max()!)
print(chunks("v1.10.3").count)

// expect: ["10", "9", "File1.txt", "a", "file02.txt", "file1.txt", "file10.txt", "file2.txt", "img12a", "img12b", "img2"]
// expect: ["9", "10", "a", "File1.txt", "file1.txt", "file02.txt", "file2.txt", "file10.txt", "img2", "img12a", "img12b"]
// expect: ["10", "9", "a", "file02.txt", "File1.txt", "file1.txt", "file10.txt", "file2.txt", "img12a", "img12b", "img2"]
// expect: ["9", "a", "10", "img2", "img12a", "img12b", "File1.txt", "file1.txt", "file2.txt", "file02.txt", "file10.txt"]
// expect: true true true true
// expect: ["1", "A", "B", "_", "a", "b"]
// expect: 10 img2
// expect: 6
