// A @MainActor view model with async loading, state transitions logged in order, and an AsyncStream of progress (expected output from swiftc 6.3.1 on Linux)
@MainActor
final class ProfileViewModel {
    enum State: CustomStringConvertible {
        case idle, loading, loaded(name: String, followers: Int), failed(String)
        var description: String {
            switch self {
            case .idle: return "idle"
            case .loading: return "loading"
            case let .loaded(name, followers): return "loaded(\(name), \(followers))"
            case .failed(let why): return "failed(\(why))"
            }
        }
    }

    private(set) var state: State = .idle {
        didSet { log.append("\(oldValue) -> \(state)") }
    }
    private(set) var log: [String] = []

    func load(userID: Int) async {
        state = .loading
        do {
            let profile = try await Self.fetch(userID)
            state = .loaded(name: profile.0, followers: profile.1)
        } catch {
            state = .failed("no user \(userID)")
        }
    }

    nonisolated static func fetch(_ id: Int) async throws -> (String, Int) {
        struct Missing: Error {}
        let users = [7: ("mira", 1_204), 8: ("teo", 57)]
        guard let u = users[id] else { throw Missing() }
        return u
    }
}

func progressUpdates(steps: Int) -> AsyncStream<Int> {
    AsyncStream { continuation in
        for i in 1...steps { continuation.yield(i * 100 / steps) }
        continuation.finish()
    }
}

@MainActor
func main() async {
    let vm = ProfileViewModel()
    await vm.load(userID: 7)
    await vm.load(userID: 3)
    await vm.load(userID: 8)
    vm.log.forEach { print($0) }
    print("final:", vm.state)

    var seen: [Int] = []
    for await percent in progressUpdates(steps: 4) { seen.append(percent) }
    print("progress:", seen)

    let names = await withTaskGroup(of: (Int, String?).self) { group in
        for id in [8, 9, 7] {
            group.addTask { (id, try? await ProfileViewModel.fetch(id).0) }
        }
        var found: [Int: String] = [:]
        for await (id, name) in group { found[id] = name ?? "-" }
        return found.keys.sorted().map { "\($0):\(found[$0]!)" }
    }
    print(names)
}

await main()

// expect: idle -> loading
// expect: loading -> loaded(mira, 1204)
// expect: loaded(mira, 1204) -> loading
// expect: loading -> failed(no user 3)
// expect: failed(no user 3) -> loading
// expect: loading -> loaded(teo, 57)
// expect: final: loaded(teo, 57)
// expect: progress: [25, 50, 75, 100]
// expect: ["7:mira", "8:teo", "9:-"]
