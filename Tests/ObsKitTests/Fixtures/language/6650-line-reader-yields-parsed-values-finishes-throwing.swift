// Donny Wals style (AsyncThrowingStream): a line reader yields parsed values, then finishes by throwing
enum ReadError: Error {
    case malformed(line: Int, text: String)
}

func readings(from lines: [String]) -> AsyncThrowingStream<Double, Error> {
    AsyncThrowingStream { continuation in
        for (index, line) in lines.enumerated() {
            guard let value = Double(line) else {
                continuation.finish(throwing: ReadError.malformed(line: index + 1, text: line))
                return
            }
            continuation.yield(value)
        }
        continuation.finish()
    }
}

func average(of lines: [String]) async -> String {
    var sum = 0.0
    var count = 0
    do {
        for try await value in readings(from: lines) {
            sum += value
            count += 1
        }
        return "average \(sum / Double(count)) of \(count)"
    } catch ReadError.malformed(let line, let text) {
        return "stopped at line \(line) ('\(text)') after \(count) values"
    } catch {
        return "unknown error"
    }
}

print(await average(of: ["1.5", "2.5", "4.0"]))
print(await average(of: ["10", "20", "x3", "40"]))
print(await average(of: ["oops"]))

let (stream, cont) = AsyncThrowingStream<String, Error>.makeStream()
cont.yield("a")
cont.yield("b")
cont.finish()
var got: [String] = []
for try await s in stream { got.append(s) }
print(got)

// expect: average 2.6666666666666665 of 3
// expect: stopped at line 3 ('x3') after 2 values
// expect: stopped at line 1 ('oops') after 0 values
// expect: ["a", "b"]
