// Swift book, "Concurrency": async functions, async let parallel bindings, Task values, structured awaiting in deterministic order
func fetchUserName(id: Int) async -> String {
    await Task.yield()
    return ["ada", "grace", "linus", "barbara"][id % 4]
}

func fetchScore(for name: String) async throws -> Int {
    await Task.yield()
    if name == "linus" { throw ScoreError.missing(name) }
    return name.unicodeScalars.reduce(0) { $0 + Int($1.value) } % 100
}

enum ScoreError: Error { case missing(String) }

func downloadPhoto(named name: String) async -> String {
    await Task.yield()
    return "<\(name).jpg \(name.count * 1024)B>"
}

func loadGallery() async -> [String] {
    async let first = downloadPhoto(named: "beach")
    async let second = downloadPhoto(named: "mountains")
    async let third = downloadPhoto(named: "city")
    let photos = await [first, second, third]
    return photos
}

func profile(id: Int) async -> String {
    let name = await fetchUserName(id: id)
    do {
        let score = try await fetchScore(for: name)
        return "\(name): \(score)"
    } catch ScoreError.missing(let who) {
        return "\(who): no score"
    } catch {
        return "unexpected"
    }
}

let gallery = await loadGallery()
print(gallery.joined(separator: "\n"))

for id in 0..<4 {
    print(await profile(id: id))
}

let task = Task { () -> Int in
    var sum = 0
    for i in 1...100 { sum += i }
    return sum
}
print("task result:", await task.value)

let failing = Task { () throws -> Int in
    throw ScoreError.missing("task")
}
switch await failing.result {
case .success(let v): print("success", v)
case .failure(let e): print("failure:", e)
}

async let a = fetchUserName(id: 5)
async let b = fetchUserName(id: 7)
let names = await [a, b]
print(names)
let lengths = await withTaskGroup(of: (String, Int).self) { group in
    for name in names { group.addTask { (name, try! await fetchScore(for: name)) } }
    var results: [(String, Int)] = []
    for await pair in group { results.append(pair) }
    return results.sorted { $0.0 < $1.0 }
}
print(lengths.map { "\($0.0)=\($0.1)" })

// expect: <beach.jpg 5120B>
// expect: <mountains.jpg 9216B>
// expect: <city.jpg 4096B>
// expect: ada: 94
// expect: grace: 14
// expect: linus: no score
// expect: barbara: 15
// expect: task result: 5050
// expect: failure: missing("task")
// expect: ["grace", "barbara"]
// expect: ["barbara=15", "grace=14"]
