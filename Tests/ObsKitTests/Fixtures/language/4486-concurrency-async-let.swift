// Swift book style: Concurrency - async functions, await, async let, task groups with sorted results, sequential awaits
func fetchUserID(from server: String) async -> Int {
    if server == "primary" { return 97 }
    return 501
}
func fetchUsername(from server: String) async -> String {
    let userID = await fetchUserID(from: server)
    if userID == 501 { return "John Appleseed" }
    return "Guest"
}
func connectUser(to server: String) async -> String {
    async let userID = fetchUserID(from: server)
    async let username = fetchUsername(from: server)
    let greeting = await "Hello \(username), user ID \(userID)"
    return greeting
}

func downloadPhoto(named name: String) async -> String {
    return "photo(\(name))"
}
func listPhotos(inGallery name: String) async -> [String] {
    if name == "Summer Vacation" { return ["IMG001", "IMG99", "IMG0404"] }
    return []
}

enum DownloadError: Error { case missing(String) }
func download(_ name: String) async throws -> Int {
    if name.hasPrefix("x") { throw DownloadError.missing(name) }
    return name.count * 100
}

func squares(upTo n: Int) async -> [Int] {
    await withTaskGroup(of: (Int, Int).self) { group in
        for i in 1...n {
            group.addTask { (i, i * i) }
        }
        var results: [(Int, Int)] = []
        for await r in group { results.append(r) }
        return results.sorted { $0.0 < $1.0 }.map { $0.1 }
    }
}

func slowSum(_ xs: [Int]) async -> Int {
    var total = 0
    for x in xs {
        await Task.yield()
        total += x
    }
    return total
}

func main() async {
    print(await connectUser(to: "primary"))
    print(await connectUser(to: "backup"))

    let photoNames = await listPhotos(inGallery: "Summer Vacation")
    let sortedNames = photoNames.sorted()
    let name = sortedNames[0]
    let photo = await downloadPhoto(named: name)
    print(sortedNames, photo)

    async let firstPhoto = downloadPhoto(named: photoNames[0])
    async let secondPhoto = downloadPhoto(named: photoNames[1])
    async let thirdPhoto = downloadPhoto(named: photoNames[2])
    let photos = await [firstPhoto, secondPhoto, thirdPhoto]
    print(photos)

    for n in ["abc", "xyz", "hello"] {
        do {
            let size = try await download(n)
            print("\(n): \(size) bytes")
        } catch {
            print("\(n): failed with \(error)")
        }
    }

    print(await squares(upTo: 6))
    async let a = slowSum([1, 2, 3])
    async let b = slowSum([10, 20, 30])
    let (sa, sb) = await (a, b)
    print("sums \(sa) \(sb) total \(sa + sb)")

    let task = Task { () -> String in
        let v = await slowSum(Array(1...10))
        return "task result \(v)"
    }
    print(await task.value)

    let failing = Task { () throws -> Int in try await download("xfile") }
    do {
        _ = try await failing.value
    } catch DownloadError.missing(let n) {
        print("task threw missing \(n)")
    } catch {
        print("other")
    }

    let total = await withThrowingTaskGroup(of: Int.self) { group -> Int in
        for n in ["a", "bb", "ccc"] { group.addTask { try await download(n) } }
        var sum = 0
        do {
            for try await v in group { sum += v }
        } catch {
            return -1
        }
        return sum
    }
    print("group total \(total)")
}

await main()
print("finished")

// expect: Hello Guest, user ID 97
// expect: Hello John Appleseed, user ID 501
// expect: ["IMG001", "IMG0404", "IMG99"] photo(IMG001)
// expect: ["photo(IMG001)", "photo(IMG99)", "photo(IMG0404)"]
// expect: abc: 300 bytes
// expect: xyz: failed with missing("xyz")
// expect: hello: 500 bytes
// expect: [1, 4, 9, 16, 25, 36]
// expect: sums 6 60 total 66
// expect: task result 55
// expect: task threw missing xfile
// expect: group total 600
// expect: finished
