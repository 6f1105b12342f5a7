// WWDC style (async properties): async read-only properties and async throwing subscripts
enum LookupError: Error {
    case outOfRange(Int)
}

struct RemoteList {
    let storage: [String]

    var count: Int {
        get async { storage.count }
    }

    var first: String? {
        get async throws {
            guard !storage.isEmpty else { throw LookupError.outOfRange(0) }
            return storage[0]
        }
    }

    subscript(index: Int) -> String {
        get async throws {
            guard storage.indices.contains(index) else { throw LookupError.outOfRange(index) }
            return storage[index]
        }
    }
}

let list = RemoteList(storage: ["red", "green", "blue"])
print("count:", await list.count)
do {
    print("first:", try await list.first ?? "-")
    print("item 2:", try await list[2])
    print("item 5:", try await list[5])
} catch LookupError.outOfRange(let i) {
    print("index \(i) out of range")
}

let empty = RemoteList(storage: [])
do {
    _ = try await empty.first
} catch {
    print("empty list error:", error)
}
// expect: count: 3
// expect: first: red
// expect: item 2: blue
// expect: index 5 out of range
// expect: empty list error: outOfRange(0)
