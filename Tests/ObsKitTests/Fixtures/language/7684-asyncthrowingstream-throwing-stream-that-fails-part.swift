// WWDC style (AsyncThrowingStream): a throwing stream that fails part-way, caught with do/catch
struct ParseError: Error {
    let line: Int
}

func lines(_ input: [String]) -> AsyncThrowingStream<Int, Error> {
    AsyncThrowingStream { continuation in
        for (i, text) in input.enumerated() {
            if let n = Int(text) {
                continuation.yield(n)
            } else {
                continuation.finish(throwing: ParseError(line: i + 1))
                return
            }
        }
        continuation.finish()
    }
}

func sumAll(_ input: [String]) async {
    var total = 0
    do {
        for try await n in lines(input) {
            total += n
        }
        print("sum \(total)")
    } catch let e as ParseError {
        print("parse error on line \(e.line) after partial sum \(total)")
    } catch {
        print("other: \(error)")
    }
}

await sumAll(["1", "2", "3"])
await sumAll(["10", "20", "x", "40"])
await sumAll([])
// expect: sum 6
// expect: parse error on line 3 after partial sum 30
// expect: sum 0
