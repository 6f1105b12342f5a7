// Hacking with Swift style (throwing AsyncSequence): a record reader whose iterator throws on a bad line, consumed with for try await
enum RecordError: Error, CustomStringConvertible {
    case malformed(line: Int, text: String)
    var description: String {
        switch self { case let .malformed(line, text): return "line \(line) is malformed: '\(text)'" }
    }
}

struct Record { let name: String; let score: Int }

struct RecordReader: AsyncSequence {
    typealias Element = Record
    let lines: [String]

    struct AsyncIterator: AsyncIteratorProtocol {
        let lines: [String]
        var index = 0
        mutating func next() async throws -> Record? {
            while index < lines.count {
                let line = lines[index]
                index += 1
                if line.isEmpty || line.hasPrefix("#") { continue }
                let parts = line.split(separator: ",")
                guard parts.count == 2, let score = Int(parts[1]) else {
                    throw RecordError.malformed(line: index, text: line)
                }
                return Record(name: String(parts[0]), score: score)
            }
            return nil
        }
    }

    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(lines: lines) }
}

func totals(_ lines: [String]) async throws -> [String: Int] {
    var result: [String: Int] = [:]
    for try await record in RecordReader(lines: lines) {
        result[record.name, default: 0] += record.score
    }
    return result
}

let good = ["# scores", "ann,5", "", "ben,7", "ann,3"]
let bad = ["ann,5", "ben;7", "cat,1"]

let sums = try await totals(good)
for name in sums.keys.sorted() { print(name, sums[name]!) }

do {
    _ = try await totals(bad)
} catch let error as RecordError {
    print("error:", error)
}

var seen: [String] = []
do {
    for try await record in RecordReader(lines: bad) { seen.append(record.name) }
} catch {
    print("stopped after", seen)
}

let high = RecordReader(lines: good).filter { $0.score > 4 }.map(\.name)
for try await name in high { print("high:", name) }

// expect: ann 8
// expect: ben 7
// expect: error: line 2 is malformed: 'ben;7'
// expect: stopped after ["ann"]
// expect: high: ann
// expect: high: ben
