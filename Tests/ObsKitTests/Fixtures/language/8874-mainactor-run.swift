// Apple docs style (MainActor.run): hopping to the main actor from background work
@MainActor
final class StatusBar {
    private(set) var messages: [String] = []
    var progress = 0.0

    func show(_ text: String) {
        messages.append(text)
    }
}

// Top-level variables cannot carry a global actor, so the shared instance is a static.
extension StatusBar {
    static let shared = StatusBar()
}

func compress(_ files: [String]) async -> Int {
    var saved = 0
    for (i, file) in files.enumerated() {
        saved += file.count * 10
        let fraction = Double(i + 1) / Double(files.count)
        // MainActor.run executes the closure on the main actor and returns its value.
        await MainActor.run {
            StatusBar.shared.progress = fraction
            StatusBar.shared.show("compressed \(file)")
        }
    }
    return saved
}

let job = Task.detached {
    await compress(["notes.txt", "photo.raw", "song.wav", "clip.mov"])
}
let saved = await job.value
print("saved bytes:", saved)
print("progress:", StatusBar.shared.progress)
for m in StatusBar.shared.messages { print(m) }

// MainActor.run can return values and rethrow errors.
enum UIError: Error { case windowClosed }

func readCount(throwing: Bool) async throws -> Int {
    try await MainActor.run {
        if throwing { throw UIError.windowClosed }
        return StatusBar.shared.messages.count
    }
}

let counts = Task.detached { () -> [String] in
    var out: [String] = []
    for flag in [false, true] {
        do {
            out.append("count \(try await readCount(throwing: flag))")
        } catch {
            out.append("error \(error)")
        }
    }
    return out
}
print(await counts.value)

// Code already on the main actor can assert it with assumeIsolated.
func syncHelper() -> String {
    MainActor.assumeIsolated {
        "status has \(StatusBar.shared.messages.count) messages"
    }
}
print(syncHelper())

// A @MainActor closure passed to a detached task is awaited like any other isolated call.
let update: @MainActor (String) -> Void = { text in StatusBar.shared.show(text) }
await Task.detached {
    await update("done from background")
}.value
print(StatusBar.shared.messages.last!)

// expect: saved bytes: 340
// expect: progress: 1.0
// expect: compressed notes.txt
// expect: compressed photo.raw
// expect: compressed song.wav
// expect: compressed clip.mov
// expect: ["count 4", "error windowClosed"]
// expect: status has 4 messages
// expect: done from background
