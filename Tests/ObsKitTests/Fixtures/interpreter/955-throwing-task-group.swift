// withThrowingTaskGroup: a child's error is thrown where the parent reads results; next() reads them one by one.
// Expected output: swiftc 6.3.1 on this machine.
struct Timeout: Error { let host: String }
func ping(_ host: String) async throws -> Int {
    if host.hasSuffix(".bad") { throw Timeout(host: host) }
    return host.count * 3
}
func pingAll(_ hosts: [String]) async throws -> [Int] {
    try await withThrowingTaskGroup(of: Int.self) { group in
        for host in hosts { group.addTask { try await ping(host) } }
        var times: [Int] = []
        while let time = try await group.next() { times.append(time) }
        return times.sorted()
    }
}
do {
    print(try await pingAll(["a.com", "bb.org"]))
    print(try await pingAll(["a.com", "down.bad"]))
} catch let error as Timeout {
    print("timed out:", error.host)
}

// expect: [15, 18]
// expect: timed out: down.bad
