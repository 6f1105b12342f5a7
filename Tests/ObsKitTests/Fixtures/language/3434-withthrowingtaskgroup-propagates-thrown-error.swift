// Swift book style: withThrowingTaskGroup propagates a thrown error
enum PhotoError: Error {
    case notFound(String)
}

func loadPhoto(_ name: String) async throws -> Int {
    if name.hasPrefix("x") {
        throw PhotoError.notFound(name)
    }
    return name.count
}

func loadAll(_ names: [String]) async throws -> [Int] {
    try await withThrowingTaskGroup(of: Int.self) { group in
        for n in names {
            group.addTask { try await loadPhoto(n) }
        }
        var sizes: [Int] = []
        for try await size in group {
            sizes.append(size)
        }
        return sizes.sorted()
    }
}

do {
    let sizes = try await loadAll(["a", "bbb", "cc", "dddd"])
    print("sizes: \(sizes)")
} catch {
    print("unexpected: \(error)")
}

do {
    let sizes = try await loadAll(["a", "xray", "cc"])
    print("sizes: \(sizes)")
} catch PhotoError.notFound(let name) {
    print("not found: \(name)")
} catch {
    print("other: \(error)")
}

let r = await Task { try await loadAll(["one", "two", "three"]) }.result
switch r {
case .success(let v): print("success \(v)")
case .failure(let e): print("failure \(e)")
}
print("end")
// expect: sizes: [1, 2, 3, 4]
// expect: not found: xray
// expect: success [3, 3, 5]
// expect: end
