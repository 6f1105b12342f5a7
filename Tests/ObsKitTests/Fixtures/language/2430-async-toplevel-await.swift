// Compiler test style (concurrency): async functions, top-level await, async throws with do/catch
enum ParseError: Error, CustomStringConvertible {
    case empty
    case badDigit(Character)
    var description: String {
        switch self {
        case .empty: return "empty input"
        case .badDigit(let c): return "bad digit '\(c)'"
        }
    }
}

func parseNumber(_ text: String) async throws -> Int {
    guard !text.isEmpty else { throw ParseError.empty }
    var value = 0
    for ch in text {
        guard let d = ch.wholeNumberValue else { throw ParseError.badDigit(ch) }
        value = value * 10 + d
    }
    return value
}

func double(_ x: Int) async -> Int {
    return x * 2
}

func describe(_ inputs: [String]) async -> [String] {
    var lines: [String] = []
    for input in inputs {
        do {
            let n = try await parseNumber(input)
            let d = await double(n)
            lines.append("\(input) -> \(d)")
        } catch let error as ParseError {
            lines.append("\(input.isEmpty ? "<empty>" : input) failed: \(error)")
        } catch {
            lines.append("unexpected")
        }
    }
    return lines
}

let first = await double(21)
print("first:", first)
for line in await describe(["12", "", "4x2", "900"]) {
    print(line)
}

let total = try await parseNumber("17") + (try await parseNumber("25"))
print("total:", total)

do {
    _ = try await parseNumber("9z")
    print("not reached")
} catch {
    print("caught:", error)
}

let maybe = try? await parseNumber("")
print("try? gives:", maybe as Any)
let chained = await double(await double(await double(1)))
print("chained:", chained)

// expect: first: 42
// expect: 12 -> 24
// expect: <empty> failed: empty input
// expect: 4x2 failed: bad digit 'x'
// expect: 900 -> 1800
// expect: total: 42
// expect: caught: bad digit 'z'
// expect: try? gives: nil
// expect: chained: 8
