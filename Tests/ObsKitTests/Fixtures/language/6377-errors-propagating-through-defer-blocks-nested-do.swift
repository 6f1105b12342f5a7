// Advanced Swift style (Error handling): errors propagating through defer blocks, nested do/catch with patterns, and cleanup order
enum IOError: Error { case closed(String), busy }
final class Resource {
    let name: String
    var isOpen = true
    init(_ name: String) { self.name = name; print("open \(name)") }
    func close() { isOpen = false; print("close \(name)") }
    func read(fail: Bool) throws -> String {
        if fail { throw IOError.closed(name) }
        return "data(\(name))"
    }
}

func transfer(failOnSecond: Bool) throws -> String {
    let a = Resource("a")
    defer { a.close() }
    let first = try a.read(fail: false)
    let b = Resource("b")
    defer { b.close() }
    let second = try b.read(fail: failOnSecond)
    return first + "+" + second
}

print(try transfer(failOnSecond: false))
do {
    print(try transfer(failOnSecond: true))
} catch IOError.closed(let who) {
    print("caught closed", who)
}

func layered() throws {
    do {
        defer { print("inner cleanup") }
        throw IOError.busy
    } catch IOError.closed {
        print("not this")
    }
    print("never")
}
do { try layered() } catch { print("outer caught", error) }

func retry(times: Int, _ op: (Int) throws -> String) rethrows -> String {
    var attempt = 0
    while true {
        attempt += 1
        defer { print("attempt \(attempt) done") }
        do {
            return try op(attempt)
        } catch where attempt < times {
            print("retrying after", error)
        }
    }
}
print(try retry(times: 3) { n in
    if n < 2 { throw IOError.busy }
    return "ok on \(n)"
})
do {
    _ = try retry(times: 2) { _ in throw IOError.closed("x") }
} catch {
    print("gave up:", error)
}
let outcome: String
do { outcome = try Resource("c").read(fail: true) } catch { outcome = "fallback" }
print(outcome)

// expect: open a
// expect: open b
// expect: close b
// expect: close a
// expect: data(a)+data(b)
// expect: open a
// expect: open b
// expect: close b
// expect: close a
// expect: caught closed b
// expect: inner cleanup
// expect: outer caught busy
// expect: retrying after busy
// expect: attempt 1 done
// expect: attempt 2 done
// expect: ok on 2
// expect: retrying after closed("x")
// expect: attempt 1 done
// expect: attempt 2 done
// expect: gave up: closed("x")
// expect: open c
// expect: fallback
