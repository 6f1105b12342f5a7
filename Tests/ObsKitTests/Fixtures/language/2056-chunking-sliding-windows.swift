// Compiler test style: chunking collections and sliding windows with generic extensions and slices
extension Collection {
    func chunked(into size: Int) -> [SubSequence] {
        precondition(size > 0)
        var chunks: [SubSequence] = []
        var start = startIndex
        while start != endIndex {
            let end = index(start, offsetBy: size, limitedBy: endIndex) ?? endIndex
            chunks.append(self[start..<end])
            start = end
        }
        return chunks
    }

    func windows(of size: Int) -> [SubSequence] {
        guard size > 0, count >= size else { return [] }
        var result: [SubSequence] = []
        var lo = startIndex
        var hi = index(startIndex, offsetBy: size)
        while true {
            result.append(self[lo..<hi])
            if hi == endIndex { break }
            lo = index(after: lo)
            hi = index(after: hi)
        }
        return result
    }
}

let data = Array(1...10)
print(data.chunked(into: 3).map(Array.init))
print(data.chunked(into: 5).map { $0.reduce(0, +) })
print(data.chunked(into: 20).count, [Int]().chunked(into: 2).count)

print("abcdefg".chunked(into: 2).map(String.init))
print(data.windows(of: 3).map { $0.reduce(0, +) })
print(data.windows(of: 11).count, data.windows(of: 10).count)

let temps = [12, 15, 11, 18, 20, 19, 25]
let movingAvg = temps.windows(of: 3).map { w in w.reduce(0, +) / w.count }
print(movingAvg)

let increasing = temps.windows(of: 2).filter { $0.first! < $0.last! }.count
print("increases:", increasing)

let word = "banana"
let bigrams = word.windows(of: 2).map(String.init)
print(bigrams)
var counts: [String: Int] = [:]
for b in bigrams { counts[b, default: 0] += 1 }
print(counts.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" })

let slice = data[2..<9]
let sliceChunks = slice.chunked(into: 3)
print(sliceChunks.map { $0.startIndex }, sliceChunks.map(Array.init))

// expect: [[1, 2, 3], [4, 5, 6], [7, 8, 9], [10]]
// expect: [15, 40]
// expect: 1 0
// expect: ["ab", "cd", "ef", "g"]
// expect: [6, 9, 12, 15, 18, 21, 24, 27]
// expect: 0 1
// expect: [12, 14, 16, 19, 21]
// expect: increases: 4
// expect: ["ba", "an", "na", "an", "na"]
// expect: ["an:2", "ba:1", "na:2"]
// expect: [2, 5, 8] [[3, 4, 5], [6, 7, 8], [9]]
