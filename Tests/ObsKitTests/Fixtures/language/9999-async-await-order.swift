// Apple docs style (Concurrency: async/await): calling async functions one after another in a fixed order
struct Photo {
    let name: String
    let bytes: Int
}

let gallery: [String: [Photo]] = [
    "Summer Vacation": [Photo(name: "beach", bytes: 2_400), Photo(name: "sunset", bytes: 1_800)],
    "Road Trip": [Photo(name: "canyon", bytes: 3_100)],
]

func listPhotos(inGallery name: String) async -> [String] {
    print("  listing \(name)")
    await Task.yield()
    return (gallery[name] ?? []).map(\.name)
}

func downloadPhoto(named name: String) async -> Photo {
    print("  downloading \(name)")
    await Task.yield()
    return gallery.values.joined().first { $0.name == name }!
}

func show(_ photo: Photo) {
    print("showing \(photo.name) (\(photo.bytes) bytes)")
}

print("step 1")
let photoNames = await listPhotos(inGallery: "Summer Vacation")
print("names:", photoNames)
let sortedNames = photoNames.sorted()
let name = sortedNames[0]
let photo = await downloadPhoto(named: name)
show(photo)

print("step 2: sequential loop")
var total = 0
for n in await listPhotos(inGallery: "Road Trip") + photoNames {
    let p = await downloadPhoto(named: n)
    total += p.bytes
}
print("total bytes:", total)

enum FetchError: Error { case missing(String) }

func thumbnail(for name: String) async throws -> String {
    await Task.yield()
    guard gallery.values.joined().contains(where: { $0.name == name }) else {
        throw FetchError.missing(name)
    }
    return "[thumb:\(name)]"
}

print("step 3: async throws")
for n in ["canyon", "city", "beach"] {
    do {
        print(try await thumbnail(for: n))
    } catch {
        print("error:", error)
    }
}

func countUp(to n: Int) async -> [Int] {
    var out: [Int] = []
    for i in 1...n {
        await Task.yield()
        out.append(i)
    }
    return out
}
print("counted:", await countUp(to: 5))
let task = Task { await countUp(to: 3).reduce(0, +) }
print("task value:", await task.value)
print("done")

// expect: step 1
// expect:   listing Summer Vacation
// expect: names: ["beach", "sunset"]
// expect:   downloading beach
// expect: showing beach (2400 bytes)
// expect: step 2: sequential loop
// expect:   listing Road Trip
// expect:   downloading canyon
// expect:   downloading beach
// expect:   downloading sunset
// expect: total bytes: 7300
// expect: step 3: async throws
// expect: [thumb:canyon]
// expect: error: missing("city")
// expect: [thumb:beach]
// expect: counted: [1, 2, 3, 4, 5]
// expect: task value: 6
// expect: done
