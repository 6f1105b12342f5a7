// Concurrency tutorial: a task group that downloads several items and builds a dictionary of results
struct Photo: Sendable {
    let id: Int
    let bytes: Int
}

func downloadPhoto(id: Int) async -> Photo {
    try? await Task.sleep(for: .milliseconds(id % 3 * 3))
    return Photo(id: id, bytes: id * 1024)
}

func downloadAll(ids: [Int]) async -> [Int: Photo] {
    await withTaskGroup(of: Photo.self, returning: [Int: Photo].self) { group in
        for id in ids {
            group.addTask { await downloadPhoto(id: id) }
        }
        var photos: [Int: Photo] = [:]
        for await photo in group {
            photos[photo.id] = photo
        }
        return photos
    }
}

let photos = await downloadAll(ids: [7, 2, 9, 4, 1])
print("Downloaded \(photos.count) photos")
for id in photos.keys.sorted() {
    print("photo \(id): \(photos[id]!.bytes) bytes")
}
let totalKB = photos.values.reduce(0) { $0 + $1.bytes } / 1024
print("Total: \(totalKB) KB")

// Limit concurrency: keep at most 2 child tasks running at a time.
let ids = Array(10...15)
let limited = await withTaskGroup(of: Int.self) { group -> [Int] in
    var iterator = ids.makeIterator()
    for _ in 0..<2 {
        if let id = iterator.next() {
            group.addTask { await downloadPhoto(id: id).id }
        }
    }
    var done: [Int] = []
    while let finished = await group.next() {
        done.append(finished)
        if let id = iterator.next() {
            group.addTask { await downloadPhoto(id: id).id }
        }
    }
    return done.sorted()
}
print("Limited batch finished: \(limited)")
// expect: Downloaded 5 photos
// expect: photo 1: 1024 bytes
// expect: photo 2: 2048 bytes
// expect: photo 4: 4096 bytes
// expect: photo 7: 7168 bytes
// expect: photo 9: 9216 bytes
// expect: Total: 23 KB
// expect: Limited batch finished: [10, 11, 12, 13, 14, 15]
