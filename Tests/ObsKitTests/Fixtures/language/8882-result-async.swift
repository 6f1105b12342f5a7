// Apple docs style (Result): capturing async outcomes as values
enum ParseError: Error, Equatable {
    case empty
    case notANumber(String)
    case outOfRange(Int)
}

func parsePort(_ text: String) async throws(ParseError) -> Int {
    await Task.yield()
    guard !text.isEmpty else { throw .empty }
    guard let n = Int(text) else { throw .notANumber(text) }
    guard (1...65_535).contains(n) else { throw .outOfRange(n) }
    return n
}

// Result(catching:) is synchronous, so a small async helper does the same job.
func result<T, E: Error>(_ body: () async throws(E) -> T) async -> Result<T, E> {
    do {
        return .success(try await body())
    } catch {
        return .failure(error)
    }
}

let inputs = ["8080", "", "http", "70000", "443"]
var results: [Result<Int, ParseError>] = []
for text in inputs {
    results.append(await result { () async throws(ParseError) -> Int in try await parsePort(text) })
}

for (text, r) in zip(inputs, results) {
    switch r {
    case .success(let port): print("'\(text)' -> port \(port)")
    case .failure(.empty): print("'\(text)' -> empty input")
    case .failure(.notANumber(let s)): print("'\(text)' -> not a number: \(s)")
    case .failure(.outOfRange(let n)): print("'\(text)' -> out of range: \(n)")
    }
}

// Results are plain values: count, partition, map.
let ports = results.compactMap { try? $0.get() }
print("valid ports:", ports)
let failures = results.filter { if case .failure = $0 { true } else { false } }.count
print("failures:", failures)

let described = results.map { r in
    r.map { "tcp/\($0)" }.mapError { _ in ParseError.empty }
}
print(described.map { (try? $0.get()) ?? "-" })

// flatMap chains a second fallible step.
func checkPrivileged(_ port: Int) -> Result<Int, ParseError> {
    port < 1024 ? .failure(.outOfRange(port)) : .success(port)
}
for r in results.prefix(1) + results.suffix(1) {
    print(r.flatMap(checkPrivileged))
}

// Collecting Results from a task group keeps every outcome, not just the first error.
let grouped = await withTaskGroup(of: (Int, Result<Int, ParseError>).self) { group in
    for (i, text) in inputs.enumerated() {
        group.addTask { (i, await result { () async throws(ParseError) -> Int in try await parsePort(text) }) }
    }
    var byIndex: [Int: Result<Int, ParseError>] = [:]
    for await (i, r) in group { byIndex[i] = r }
    return (0..<inputs.count).map { byIndex[$0]! }
}
print("same as sequential:", grouped == results)

// expect: '8080' -> port 8080
// expect: '' -> empty input
// expect: 'http' -> not a number: http
// expect: '70000' -> out of range: 70000
// expect: '443' -> port 443
// expect: valid ports: [8080, 443]
// expect: failures: 3
// expect: ["tcp/8080", "-", "-", "-", "tcp/443"]
// expect: success(8080)
// expect: failure(main.ParseError.outOfRange(443))
// expect: same as sequential: true
