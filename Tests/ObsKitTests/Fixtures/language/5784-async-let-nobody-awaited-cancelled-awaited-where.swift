// The Swift Programming Language style (concurrency): an async let nobody awaited is cancelled and awaited where its scope ends, its value let go there, last declared first, also when the scope ends by a throw
final class Download {
    let name: String
    init(_ name: String) async { self.name = name }
    deinit { print("released \(name)") }
}
struct Timeout: Error {}
final class Failing {
    init() async throws { throw Timeout() }
}
func compare(_ a: Failing, _ b: Download) {}

func prefetch() async {
    do {
        async let first = Download("first")
        async let second = Download("second")
        print("started both")
    }
    print("after the block")
}

func attempt() async {
    do {
        async let page = Download("page")
        async let broken = Failing()
        try await compare(broken, page)
    } catch {
        print("caught \(type(of: error))")
    }
}

func used() async {
    async let logo = Download("logo")
    let got = await logo
    print("using \(got.name)")
}

await prefetch()
await attempt()
await used()
print("done")

// expect: started both
// expect: released second
// expect: released first
// expect: after the block
// expect: released page
// expect: caught Timeout
// expect: using logo
// expect: released logo
// expect: done
