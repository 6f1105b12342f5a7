// Apple docs style (TaskGroup): summing download sizes in a task group
struct Download {
    let url: String
    let bytes: Int
}

func download(_ url: String) async -> Download {
    await Task.yield()
    // Pretend the size depends on the URL.
    let bytes = url.unicodeScalars.reduce(0) { $0 + Int($1.value) } * 3
    return Download(url: url, bytes: bytes)
}

let urls = ["a.com/logo.png", "b.org/data.json", "c.net/video.mp4", "d.io/readme.md"]

// The docs example: add a child per item, then accumulate with for-await.
let totalBytes = await withTaskGroup(of: Int.self) { group in
    for url in urls {
        group.addTask { await download(url).bytes }
    }
    var sum = 0
    for await size in group {
        sum += size
    }
    return sum
}
print("total bytes:", totalBytes)

// Results arrive in completion order, so sort before printing.
let downloads = await withTaskGroup(of: Download.self, returning: [Download].self) { group in
    for url in urls {
        group.addTask { await download(url) }
    }
    var all: [Download] = []
    for await d in group { all.append(d) }
    return all.sorted { $0.url < $1.url }
}
for d in downloads {
    print(d.url.padding(16), d.bytes)
}

// reduce works on the group directly because TaskGroup is an AsyncSequence.
let largest = await withTaskGroup(of: Int.self) { group in
    for url in urls { group.addTask { await download(url).bytes } }
    return await group.reduce(0) { max($0, $1) }
}
print("largest:", largest)

// A group whose child type is inferred from the closures (Swift 6 API).
let squares = await withTaskGroup { group in
    for n in 1...5 { group.addTask { n * n } }
    var collected: [Int] = []
    for await s in group { collected.append(s) }
    return collected.sorted()
}
print("squares:", squares)

extension String {
    func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: ".", count: width - count)
    }
}

// expect: total bytes: 16167
// expect: a.com/logo.png.. 3939
// expect: b.org/data.json. 4251
// expect: c.net/video.mp4. 4119
// expect: d.io/readme.md.. 3858
// expect: largest: 4251
// expect: squares: [1, 4, 9, 16, 25]
