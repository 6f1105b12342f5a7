// Swift book style (Concurrency): async functions, async let and task groups collected in order
func fetchThumbnail(named name: String) async -> String {
    await Task.yield()
    return "thumb(\(name))"
}

func fetchSize(of name: String) async throws -> Int {
    if name.isEmpty { throw SizeError.missing }
    await Task.yield()
    return name.count * 128
}

enum SizeError: Error { case missing }

func loadGallery() async throws -> [String] {
    async let first = fetchThumbnail(named: "lake")
    async let second = fetchThumbnail(named: "hill")
    async let size = fetchSize(of: "lake")
    let thumbs = await [first, second]
    let bytes = try await size
    return thumbs + ["\(bytes) bytes"]
}

let gallery = try await loadGallery()
for line in gallery {
    print(line)
}

let names = ["kiwi", "fig", "banana", "plum", "apricot"]
let measured = await withTaskGroup(of: (Int, String, Int).self) { group in
    for (index, name) in names.enumerated() {
        group.addTask {
            await Task.yield()
            return (index, name, name.count)
        }
    }
    var collected: [(Int, String, Int)] = []
    for await item in group {
        collected.append(item)
    }
    return collected.sorted { $0.0 < $1.0 }
}
for (i, name, len) in measured {
    print("\(i): \(name) has \(len) letters")
}

let total = await withTaskGroup(of: Int.self, returning: Int.self) { group in
    for n in 1...10 {
        group.addTask { n * n }
    }
    return await group.reduce(0, +)
}
print("sum of squares:", total)

do {
    let sizes = try await withThrowingTaskGroup(of: Int.self) { group in
        for name in ["a", "", "ccc"] {
            group.addTask { try await fetchSize(of: name) }
        }
        var all: [Int] = []
        for try await s in group { all.append(s) }
        return all.sorted()
    }
    print(sizes)
} catch {
    print("group failed:", error)
}

// expect: thumb(lake)
// expect: thumb(hill)
// expect: 512 bytes
// expect: 0: kiwi has 4 letters
// expect: 1: fig has 3 letters
// expect: 2: banana has 6 letters
// expect: 3: plum has 4 letters
// expect: 4: apricot has 7 letters
// expect: sum of squares: 385
// expect: group failed: missing
