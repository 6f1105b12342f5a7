// Compiler test style: withCheckedContinuation bridging a callback API into async/await
func legacyLookup(_ key: String, completion: (Int) -> Void) {
    completion(key.count * 3)
}

func lookup(_ key: String) async -> Int {
    await withCheckedContinuation { continuation in
        legacyLookup(key) { value in
            continuation.resume(returning: value)
        }
    }
}

final class Downloader {
    var log: [String] = []
    func download(_ name: String, done: @escaping (String) -> Void) {
        log.append("start \(name)")
        done(name.reversed() + ".bin")
    }
}

let downloader = Downloader()
func download(_ name: String) async -> String {
    await withCheckedContinuation { (c: CheckedContinuation<String, Never>) in
        downloader.download(name) { c.resume(returning: $0) }
    }
}

print(await lookup("swift"))
print(await lookup("concurrency"))
print(await download("abc"))
print(await download("data"))
print(downloader.log)

let v: Void = await withCheckedContinuation { c in c.resume() }
print("void resume:", v)
// expect: 15
// expect: 33
// expect: cba.bin
// expect: atad.bin
// expect: ["start abc", "start data"]
// expect: void resume: ()
