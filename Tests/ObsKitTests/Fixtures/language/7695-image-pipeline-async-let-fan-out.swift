// WWDC style (image pipeline): async let fan-out inside a loop with results kept in input order
struct Thumbnail: Sendable {
    let id: Int
    let width: Int
    let height: Int
}

func fetchImageSize(id: Int) async -> (Int, Int) {
    (id * 100, id * 75)
}

func makeThumbnail(id: Int) async -> Thumbnail {
    let (w, h) = await fetchImageSize(id: id)
    return Thumbnail(id: id, width: w / 10, height: h / 10)
}

func thumbnails(for ids: [Int]) async -> [Int: Thumbnail] {
    await withTaskGroup(of: (Int, Thumbnail).self) { group in
        for id in ids {
            group.addTask { (id, await makeThumbnail(id: id)) }
        }
        var result: [Int: Thumbnail] = [:]
        for await (id, thumb) in group {
            result[id] = thumb
        }
        return result
    }
}

let ids = [3, 1, 4, 5, 9, 2, 6]
let thumbs = await thumbnails(for: ids)
for id in ids {
    let t = thumbs[id]!
    print("#\(t.id): \(t.width)x\(t.height)")
}
print("count \(thumbs.count)")
// expect: #3: 30x22
// expect: #1: 10x7
// expect: #4: 40x30
// expect: #5: 50x37
// expect: #9: 90x67
// expect: #2: 20x15
// expect: #6: 60x45
// expect: count 7
