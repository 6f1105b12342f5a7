// Compiler test style: read-only computed properties with async and async throws getters
struct Thumbnail {
    let name: String
    var size: Int {
        get async {
            await measure(name)
        }
    }
    var checksum: Int {
        get async throws {
            if name.isEmpty { throw ThumbError.empty }
            return name.unicodeScalars.reduce(0) { $0 + Int($1.value) } % 97
        }
    }
}

enum ThumbError: Error { case empty }

func measure(_ s: String) async -> Int {
    s.count * 16
}

let thumbs = [Thumbnail(name: "cat"), Thumbnail(name: "sunset"), Thumbnail(name: "")]
for t in thumbs {
    let size = await t.size
    do {
        let sum = try await t.checksum
        print("\(t.name): size \(size) checksum \(sum)")
    } catch {
        print("<empty>: size \(size) error \(error)")
    }
}

actor Store {
    var items = [3, 1, 2]
    var sortedItems: [Int] {
        get async { items.sorted() }
    }
}
print(await Store().sortedItems)
// expect: cat: size 48 checksum 21
// expect: sunset: size 96 checksum 92
// expect: <empty>: size 0 error empty
// expect: [1, 2, 3]
