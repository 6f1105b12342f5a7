// Apple docs style (Task.detached): work that inherits nothing from its creator
enum Context {
    @TaskLocal static var requestID: String = "none"
}

struct Thumbnail: Sendable {
    let file: String
    let size: Int
}

func makeThumbnail(_ file: String) -> Thumbnail {
    Thumbnail(file: file, size: file.count * 16)
}

// A detached task runs the closure with no inherited context.
let detached = Task.detached {
    makeThumbnail("holiday.png")
}
let thumb = await detached.value
print("\(thumb.file) -> \(thumb.size)px")

// Task-local values flow into Task { } but not into Task.detached { }.
await Context.$requestID.withValue("req-42") {
    let inherited = Task { Context.requestID }
    let isolated = Task.detached { Context.requestID }
    print("Task sees:", await inherited.value)
    print("Task.detached sees:", await isolated.value)
}

// Detached tasks can throw; the error comes back through value.
enum DiskError: Error { case full(needed: Int) }

func writeCache(bytes: Int) throws -> Int {
    if bytes > 1_000 { throw DiskError.full(needed: bytes - 1_000) }
    return bytes
}

let writes = [200, 5_000, 800].map { size in
    Task.detached { try writeCache(bytes: size) }
}
for (i, w) in writes.enumerated() {
    do {
        print("write \(i):", try await w.value)
    } catch DiskError.full(let needed) {
        print("write \(i): disk full, need \(needed) more")
    }
}

// Cancelling the outer task does not cancel a detached task created inside it.
let outer = Task { () -> (Bool, Bool) in
    while !Task.isCancelled { await Task.yield() }
    let inner = Task.detached { Task.isCancelled }
    return (Task.isCancelled, await inner.value)
}
outer.cancel()
let (outerCancelled, innerCancelled) = await outer.value
print("outer cancelled:", outerCancelled, "inner cancelled:", innerCancelled)

// Collect several detached results and sort them for stable output.
let names = ["b.jpg", "a.gif", "c.heic"]
var thumbs: [Thumbnail] = []
for task in names.map({ n in Task.detached { makeThumbnail(n) } }) {
    thumbs.append(await task.value)
}
for t in thumbs.sorted(by: { $0.file < $1.file }) {
    print(t.file, t.size)
}

// expect: holiday.png -> 176px
// expect: Task sees: req-42
// expect: Task.detached sees: none
// expect: write 0: 200
// expect: write 1: disk full, need 4000 more
// expect: write 2: 800
// expect: outer cancelled: true inner cancelled: false
// expect: a.gif 80
// expect: b.jpg 80
// expect: c.heic 96
