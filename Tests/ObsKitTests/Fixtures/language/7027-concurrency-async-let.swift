// Concurrency: async functions, async let, Task values, throwing async, sequential awaits
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Photo: CustomStringConvertible {
    let name: String
    let size: Int
    var description: String { "\(name)(\(size)kb)" }
}

enum GalleryError: Error { case missing(String) }

func listPhotos(inGallery name: String) async -> [String] {
    await Task.yield()
    return name == "summer" ? ["beach", "sunset", "pier"] : ["snow"]
}

func downloadPhoto(named name: String) async throws -> Photo {
    await Task.yield()
    guard name != "missing" else { throw GalleryError.missing(name) }
    return Photo(name: name, size: name.count * 100)
}

func totalSize(of photos: [Photo]) -> Int { photos.reduce(0) { $0 + $1.size } }

func run() async {
    let names = await listPhotos(inGallery: "summer")
    print("names: \(names)")

    do {
        async let first = downloadPhoto(named: names[0])
        async let second = downloadPhoto(named: names[1])
        async let third = downloadPhoto(named: names[2])
        let photos = try await [first, second, third]
        print("downloaded \(photos), total \(totalSize(of: photos))")
    } catch {
        print("unexpected: \(error)")
    }

    do {
        let p = try await downloadPhoto(named: "missing")
        print("should not get \(p)")
    } catch GalleryError.missing(let n) {
        print("missing photo: \(n)")
    } catch {
        print("other error")
    }

    let task = Task { () -> Int in
        var sum = 0
        for n in await listPhotos(inGallery: "winter") { sum += n.count }
        return sum
    }
    print("winter letters: \(await task.value)")

    let failing = Task { try await downloadPhoto(named: "missing") }
    let result = await failing.result
    switch result {
    case .success(let p): print("odd: \(p)")
    case .failure(let e): print("task failed with \(e)")
    }

    var sizes: [Int] = []
    for name in ["a", "bb", "ccc"] {
        sizes.append(try! await downloadPhoto(named: name).size)
    }
    print("sequential sizes: \(sizes)")
}

await run()
print("done")
// expect: names: ["beach", "sunset", "pier"]
// expect: downloaded [beach(500kb), sunset(600kb), pier(400kb)], total 1500
// expect: missing photo: missing
// expect: winter letters: 4
// expect: task failed with missing("missing")
// expect: sequential sizes: [100, 200, 300]
// expect: done
