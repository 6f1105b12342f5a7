// Apple docs style (AsyncThrowingStream): a line reader that can fail midway
enum ReadError: Error, CustomStringConvertible {
    case corrupted(line: Int)
    var description: String {
        switch self {
        case .corrupted(let line): return "corrupted data at line \(line)"
        }
    }
}

// Produces parsed numbers, failing on the first line that is not a number.
func numbers(from lines: [String]) -> AsyncThrowingStream<Int, Error> {
    AsyncThrowingStream { continuation in
        for (i, line) in lines.enumerated() {
            guard let n = Int(line) else {
                continuation.finish(throwing: ReadError.corrupted(line: i + 1))
                return
            }
            continuation.yield(n)
        }
        continuation.finish()
    }
}

func sum(_ lines: [String]) async -> String {
    var total = 0
    var count = 0
    do {
        for try await n in numbers(from: lines) {
            total += n
            count += 1
        }
        return "sum=\(total) of \(count)"
    } catch {
        return "partial sum=\(total) of \(count), then \(error)"
    }
}

print(await sum(["4", "8", "15", "16", "23", "42"]))
print(await sum(["1", "2", "three", "4"]))
print(await sum([]))

// makeStream also exists for the throwing flavour.
let (events, sink) = AsyncThrowingStream.makeStream(of: String.self)
sink.yield("connect")
sink.yield("auth ok")
sink.finish(throwing: CancellationError())
var seen: [String] = []
do {
    for try await e in events { seen.append(e) }
} catch is CancellationError {
    seen.append("<cancelled>")
}
print(seen.joined(separator: " -> "))

// The unfolding initializer can throw to end the sequence with an error.
var page = 0
let pages = AsyncThrowingStream<String, Error> {
    page += 1
    if page == 4 { throw ReadError.corrupted(line: page * 100) }
    return "page \(page)"
}
do {
    for try await p in pages { print(p) }
} catch {
    print("stopped:", error)
}

// Errors inside the iteration surface once, after the buffered values.
let (stream, continuation) = AsyncThrowingStream.makeStream(of: Double.self)
for reading in [20.5, 21.0, 21.5] { continuation.yield(reading) }
continuation.finish(throwing: ReadError.corrupted(line: 4))
var iterator = stream.makeAsyncIterator()
while true {
    do {
        guard let value = try await iterator.next() else {
            print("end of stream")
            break
        }
        print("reading", value)
    } catch {
        print("error:", error)
    }
}

// expect: sum=108 of 6
// expect: partial sum=3 of 2, then corrupted data at line 3
// expect: sum=0 of 0
// expect: connect -> auth ok -> <cancelled>
// expect: page 1
// expect: page 2
// expect: page 3
// expect: stopped: corrupted data at line 400
// expect: reading 20.5
// expect: reading 21.0
// expect: reading 21.5
// expect: error: corrupted data at line 4
// expect: end of stream
