// A finished Task lets go of its closure and what it captured, though the Task itself is still held
// (checked with swiftc 6.3.1).
final class Loader { init() { print("Loader init") }; deinit { print("Loader deinit") }; func load() async { try? await Task.sleep(for: .seconds(1)); print("loaded") } }
var loader: Loader? = Loader()
let t = Task { [loader] in await loader?.load() }
loader = nil
print("waiting")
try await Task.sleep(for: .seconds(2))
print("after")

// expect: Loader init
// expect: waiting
// expect: loaded
// expect: Loader deinit
// expect: after
