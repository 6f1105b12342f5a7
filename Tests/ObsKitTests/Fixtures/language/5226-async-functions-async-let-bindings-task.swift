// Book style (Concurrency): async functions, async let bindings and a task group whose results are sorted before printing
func downloadPhoto(named name: String) async -> String {
    return "photo<\(name)>"
}
func listPhotos(inGallery name: String) async -> [String] {
    switch name {
    case "Summer Vacation": return ["IMG001", "IMG99", "IMG0404"]
    case "Road Trip": return ["IMG7", "IMG8"]
    default: return []
    }
}
func size(of photo: String) async throws -> Int {
    if photo.contains("404") { throw PhotoError.missing(photo) }
    return photo.count * 100
}
enum PhotoError: Error { case missing(String) }

let photoNames = await listPhotos(inGallery: "Summer Vacation")
let sortedNames = photoNames.sorted()
let name = sortedNames[0]
let photo = await downloadPhoto(named: name)
print(photo)

async let firstPhoto = downloadPhoto(named: photoNames[0])
async let secondPhoto = downloadPhoto(named: photoNames[1])
async let thirdPhoto = downloadPhoto(named: photoNames[2])
let photos = await [firstPhoto, secondPhoto, thirdPhoto]
print(photos.joined(separator: ", "))

let galleries = ["Summer Vacation", "Road Trip", "Empty"]
let counts = await withTaskGroup(of: (String, Int).self) { group in
    for gallery in galleries {
        group.addTask {
            let names = await listPhotos(inGallery: gallery)
            return (gallery, names.count)
        }
    }
    var results: [(String, Int)] = []
    for await result in group { results.append(result) }
    return results.sorted { $0.0 < $1.0 }
}
for (gallery, count) in counts { print("\(gallery): \(count)") }

let total = await withTaskGroup(of: Int.self, returning: Int.self) { group in
    for n in 1...10 { group.addTask { n * n } }
    return await group.reduce(0, +)
}
print("sum of squares: \(total)")

do {
    let sizes = try await withThrowingTaskGroup(of: Int.self) { group in
        for p in ["IMG001", "IMG0404"] { group.addTask { try await size(of: p) } }
        var all: [Int] = []
        for try await s in group { all.append(s) }
        return all
    }
    print(sizes)
} catch PhotoError.missing(let which) {
    print("missing \(which)")
}

func slowDouble(_ x: Int) async -> Int { x * 2 }
var running = 0
for i in 1...3 {
    running += await slowDouble(i)
}
print("running total \(running)")
let task = Task { await slowDouble(50) }
print(await task.value)

// expect: photo<IMG001>
// expect: photo<IMG001>, photo<IMG99>, photo<IMG0404>
// expect: Empty: 0
// expect: Road Trip: 2
// expect: Summer Vacation: 3
// expect: sum of squares: 385
// expect: missing IMG0404
// expect: running total 12
// expect: 100
