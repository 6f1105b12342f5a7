// Swift book style (Concurrency): a throwing task group fails fast with an error, while a non-failing batch returns sorted results
enum FetchError: Error, CustomStringConvertible {
    case notFound(String)
    var description: String {
        switch self {
        case .notFound(let path): return "not found: \(path)"
        }
    }
}

let files: [String: Int] = ["a.txt": 120, "b.txt": 48, "c.png": 2048]

func fetch(_ path: String) async throws -> (String, Int) {
    guard let size = files[path] else { throw FetchError.notFound(path) }
    return (path, size)
}

func fetchAll(_ paths: [String]) async throws -> [(String, Int)] {
    try await withThrowingTaskGroup(of: (String, Int).self) { group in
        for p in paths {
            group.addTask { try await fetch(p) }
        }
        var out: [(String, Int)] = []
        for try await item in group {
            out.append(item)
        }
        return out.sorted { $0.0 < $1.0 }
    }
}

do {
    let batch = try await fetchAll(["c.png", "a.txt", "b.txt"])
    for (name, size) in batch {
        print(name, size)
    }
    print("bytes:", batch.map(\.1).reduce(0, +))
} catch {
    print("unexpected:", error)
}

do {
    _ = try await fetchAll(["a.txt", "zzz.bin"])
    print("should not reach")
} catch let error as FetchError {
    print("batch failed ->", error)
}

// A task whose result is a Result value, so errors are collected instead of thrown
let outcomes = await withTaskGroup(of: (String, Result<Int, FetchError>).self) { group in
    for p in ["b.txt", "missing", "a.txt"] {
        group.addTask {
            do { return (p, .success(try await fetch(p).1)) }
            catch { return (p, .failure(error as! FetchError)) }
        }
    }
    var all: [(String, Result<Int, FetchError>)] = []
    for await o in group { all.append(o) }
    return all.sorted { $0.0 < $1.0 }
}
for (path, result) in outcomes {
    switch result {
    case .success(let size): print("\(path): ok \(size)")
    case .failure(let e): print("\(path): \(e)")
    }
}

// expect: a.txt 120
// expect: b.txt 48
// expect: c.png 2048
// expect: bytes: 2216
// expect: batch failed -> not found: zzz.bin
// expect: a.txt: ok 120
// expect: b.txt: ok 48
// expect: missing: not found: missing
