// withCheckedContinuation / withCheckedThrowingContinuation resumed immediately, from callbacks, and with Result
struct NetError: Error, Equatable { let code: Int }

func legacyFetch(_ id: Int, completion: (Result<String, NetError>) -> Void) {
    print("  legacyFetch(\(id)) called")
    if id < 0 { completion(.failure(NetError(code: 400))) } else { completion(.success("item\(id)")) }
    print("  legacyFetch(\(id)) returns")
}

func legacyCount(_ xs: [Int], done: @escaping (Int) -> Void) {
    done(xs.count)
}

func fetch(_ id: Int) async throws -> String {
    try await withCheckedThrowingContinuation { cont in
        legacyFetch(id) { result in
            cont.resume(with: result)
        }
    }
}

func count(_ xs: [Int]) async -> Int {
    await withCheckedContinuation { cont in
        legacyCount(xs) { n in cont.resume(returning: n) }
    }
}

func immediate() async -> String {
    print("  before continuation")
    let v: String = await withCheckedContinuation { c in
        print("  inside body")
        c.resume(returning: "resumed")
        print("  after resume call, still in body")
    }
    print("  after await")
    return v
}

func voidWait() async {
    await withCheckedContinuation { (c: CheckedContinuation<Void, Never>) in c.resume() }
}

func throwingNow(_ fail: Bool) async throws -> Int {
    try await withCheckedThrowingContinuation { c in
        if fail { c.resume(throwing: NetError(code: 500)) } else { c.resume(returning: 7) }
    }
}

func main() async {
    print(await immediate())
    print(await count([1, 2, 3]), await count([]))
    do {
        print(try await fetch(5))
        print(try await fetch(-1))
        print("not reached")
    } catch let e as NetError {
        print("NetError", e.code)
    } catch { print("other") }
    await voidWait()
    print("void resumed")
    for f in [false, true] {
        do { print("ok", try await throwingNow(f)) } catch { print("failed", (error as? NetError)?.code ?? -1) }
    }
    var collected: [String] = []
    for id in [3, -2, 4] {
        let r = await Task { try await fetch(id) }.result
        collected.append((try? r.get()) ?? "err")
    }
    print(collected)
    let unsafeValue = await withUnsafeContinuation { (c: UnsafeContinuation<[Int], Never>) in c.resume(returning: [1, 2]) }
    print(unsafeValue)
}
await main()

// expect:   before continuation
// expect:   inside body
// expect:   after resume call, still in body
// expect:   after await
// expect: resumed
// expect: 3 0
// expect:   legacyFetch(5) called
// expect:   legacyFetch(5) returns
// expect: item5
// expect:   legacyFetch(-1) called
// expect:   legacyFetch(-1) returns
// expect: NetError 400
// expect: void resumed
// expect: ok 7
// expect: failed 500
// expect:   legacyFetch(3) called
// expect:   legacyFetch(3) returns
// expect:   legacyFetch(-2) called
// expect:   legacyFetch(-2) returns
// expect:   legacyFetch(4) called
// expect:   legacyFetch(4) returns
// expect: ["item3", "err", "item4"]
// expect: [1, 2]
