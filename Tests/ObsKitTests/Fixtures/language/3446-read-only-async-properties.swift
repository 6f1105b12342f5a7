// Swift book style: read-only async properties with get async and get async throws
struct Photo {
    let name: String
    var size: Int {
        get async {
            await measure(name)
        }
    }
}

func measure(_ s: String) async -> Int { s.count * 1024 }

enum LoadError: Error { case empty }

struct Album {
    var photos: [Photo]
    var totalSize: Int {
        get async {
            var sum = 0
            for p in photos { sum += await p.size }
            return sum
        }
    }
    var cover: Photo {
        get async throws {
            guard let first = photos.first else { throw LoadError.empty }
            return first
        }
    }
}

let album = Album(photos: [Photo(name: "beach"), Photo(name: "mountain")])
print("first size: \(await album.photos[0].size)")
print("total: \(await album.totalSize)")
do {
    let c = try await album.cover
    print("cover: \(c.name)")
    let empty = Album(photos: [])
    _ = try await empty.cover
    print("not reached")
} catch {
    print("error: \(error)")
}

actor Cache {
    var store: [String: Int] = ["a": 1]
    nonisolated var name: String { "cache" }
}
let cache = Cache()
print(cache.name, await cache.store["a"]!)
// expect: first size: 5120
// expect: total: 13312
// expect: cover: beach
// expect: error: empty
// expect: cache 1
