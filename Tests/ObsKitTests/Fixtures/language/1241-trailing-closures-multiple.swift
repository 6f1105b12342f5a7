// Closures: trailing closures, multiple trailing closures with labels, and trailing closures after other arguments.
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Photo { let name: String; let bytes: Int }
enum LoadError: Error { case notFound(String) }
func loadPhoto(named name: String, onLoad: (Photo) -> Void, onFailure: (LoadError) -> Void) {
    if name.hasSuffix(".jpg") {
        onLoad(Photo(name: name, bytes: name.count * 1_000))
    } else {
        onFailure(.notFound(name))
    }
}
loadPhoto(named: "beach.jpg") { photo in
    print("loaded \(photo.name), \(photo.bytes) bytes")
} onFailure: { error in
    print("failed:", error)
}
loadPhoto(named: "notes.txt") { photo in
    print("loaded \(photo.name)")
} onFailure: { error in
    print("failed:", error)
}
func animate(duration: Double, animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
    print("animating for \(duration)s")
    animations()
    completion?(true)
}
animate(duration: 0.3) { print("fade out") }
animate(duration: 1) {
    print("slide in")
} completion: { finished in
    print("finished:", finished)
}
func retry(times: Int, _ work: (Int) -> Bool) -> Bool {
    for attempt in 1...times where work(attempt) { return true }
    return false
}
let succeeded = retry(times: 4) { attempt in
    print("attempt", attempt)
    return attempt == 3
}
print("succeeded:", succeeded)
let total = [1, 2, 3].reduce(10) { $0 + $1 }
let words = ["a", "bb", "ccc"].filter { $0.count > 1 }.map { $0.uppercased() }
print(total, words)
func transform(_ value: Int, first: (Int) -> Int, then second: (Int) -> Int) -> Int { second(first(value)) }
print(transform(5) { $0 * 2 } then: { $0 - 1 })

// expect: loaded beach.jpg, 9000 bytes
// expect: failed: notFound("notes.txt")
// expect: animating for 0.3s
// expect: fade out
// expect: animating for 1.0s
// expect: slide in
// expect: finished: true
// expect: attempt 1
// expect: attempt 2
// expect: attempt 3
// expect: succeeded: true
// expect: 16 ["BB", "CCC"]
// expect: 9
