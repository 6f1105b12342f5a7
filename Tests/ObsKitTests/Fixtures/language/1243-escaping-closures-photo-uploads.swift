// Closures: @escaping completion handlers stored for later, explicit self in classes, structs capturing a copy.
// expected output: swiftc 6.3.1 (Linux), run on this machine
var pendingUploads: [() -> Void] = []
func queueUpload(whenDone handler: @escaping () -> Void) {
    pendingUploads.append(handler)
}
func runNow(_ work: () -> Void) { work() }
final class PhotoAlbum {
    var photoCount = 4
    func sync() {
        queueUpload { self.photoCount = 40 }
        runNow { photoCount = 12 }
    }
}
let album = PhotoAlbum()
album.sync()
print(album.photoCount)
pendingUploads.first?()
print(album.photoCount)
final class Downloader {
    private var pending: [(String) -> Void] = []
    func fetch(_ path: String, completion: @escaping (String) -> Void) {
        print("queued", path)
        pending.append { body in completion("\(path): \(body)") }
    }
    func finishAll() {
        let work = pending
        pending.removeAll()
        for (i, handler) in work.enumerated() { handler("response #\(i + 1)") }
    }
}
let downloader = Downloader()
var results: [String] = []
downloader.fetch("/a") { results.append($0) }
downloader.fetch("/b") { print("direct:", $0) }
print("results before:", results.count)
downloader.finishAll()
print(results)
struct Counter {
    var count = 0
    func makeReporter() -> () -> String { { "count was \(count)" } }
}
var counter = Counter()
let reporter = counter.makeReporter()
counter.count = 5
print(reporter(), counter.makeReporter()())
func delayed(_ value: Int, _ transform: @escaping (Int) -> Int) -> () -> Int { { transform(value) } }
let thunk = delayed(4) { $0 * $0 }
print(thunk())

// expect: 12
// expect: 40
// expect: queued /a
// expect: queued /b
// expect: results before: 0
// expect: direct: /b: response #2
// expect: ["/a: response #1"]
// expect: count was 0 count was 5
// expect: 16
