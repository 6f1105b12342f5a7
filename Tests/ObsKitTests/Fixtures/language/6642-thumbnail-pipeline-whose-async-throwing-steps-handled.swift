// Meet async/await style (async throws): a thumbnail pipeline whose async throwing steps are handled with do/catch
enum ThumbnailError: Error {
    case badID(Int)
    case tooLarge(width: Int)
}

struct Image {
    let id: Int
    let width: Int
}

func fetchImage(id: Int) async throws -> Image {
    guard id > 0 else { throw ThumbnailError.badID(id) }
    return Image(id: id, width: id * 150)
}

func thumbnail(of image: Image) async throws -> String {
    guard image.width <= 600 else { throw ThumbnailError.tooLarge(width: image.width) }
    return "thumb-\(image.id)@\(image.width / 4)px"
}

func fetchThumbnail(id: Int) async throws -> String {
    let image = try await fetchImage(id: id)
    return try await thumbnail(of: image)
}

for id in [2, -1, 4, 9] {
    do {
        let thumb = try await fetchThumbnail(id: id)
        print("ok:", thumb)
    } catch ThumbnailError.badID(let bad) {
        print("bad id", bad)
    } catch let ThumbnailError.tooLarge(width) {
        print("too large:", width)
    } catch {
        print("other:", error)
    }
}

let maybe = try? await fetchThumbnail(id: 10)
print("try? gives", maybe as Any)
let sure = try! await fetchThumbnail(id: 1)
print("try! gives", sure)

func firstGood(_ ids: [Int]) async -> String? {
    for id in ids {
        if let thumb = try? await fetchThumbnail(id: id) { return thumb }
    }
    return nil
}
print(await firstGood([0, 7, 3, 2]) ?? "none")

// expect: ok: thumb-2@75px
// expect: bad id -1
// expect: ok: thumb-4@150px
// expect: too large: 1350
// expect: try? gives nil
// expect: try! gives thumb-1@37px
// expect: thumb-3@112px
