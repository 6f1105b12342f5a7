// Kodeco style (throwing cancellation): Task.checkCancellation and Task.sleep throw CancellationError, caught by type and through .result
import Foundation

func download(_ parts: [String]) async throws -> [String] {
    var done: [String] = []
    for part in parts {
        try Task.checkCancellation()
        done.append(part.uppercased())
    }
    return done
}

func slowStep() async throws -> String {
    try await Task.sleep(for: .seconds(30))
    return "woke up"
}

let ok = Task { try await download(["a", "b", "c"]) }
print(try await ok.value)

let stopped = Task { try await download(["a", "b", "c"]) }
stopped.cancel()
do {
    let parts = try await stopped.value
    print("got", parts)
} catch is CancellationError {
    print("download cancelled")
}

let sleeper = Task { try await slowStep() }
sleeper.cancel()
switch await sleeper.result {
case .success(let text): print(text)
case .failure(let error as CancellationError): print("sleep threw", error)
case .failure(let error): print("other", error)
}

func cleanupOnCancel() async -> String {
    do {
        try Task.checkCancellation()
        return "finished"
    } catch {
        return "cleaned up after \(type(of: error))"
    }
}
let cleaner = Task { await cleanupOnCancel() }
cleaner.cancel()
print(await cleaner.value)

let error: Error = CancellationError()
print(error is CancellationError, String(describing: error))

func fallback() async -> [String] {
    (try? await download(["x"])) ?? ["fallback"]
}
let fb = Task { await fallback() }
fb.cancel()
print(await fb.value)

// expect: ["A", "B", "C"]
// expect: download cancelled
// expect: sleep threw CancellationError()
// expect: cleaned up after CancellationError
// expect: true CancellationError()
// expect: ["fallback"]
