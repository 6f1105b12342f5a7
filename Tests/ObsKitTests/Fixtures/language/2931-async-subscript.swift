// Compiler test style: subscripts with async and async throws getters awaited at the call site
enum LookupError: Error { case outOfRange(Int) }

struct RemoteList {
    let storage: [String]

    subscript(index: Int) -> String {
        get async {
            await fetchItem(storage, index)
        }
    }

    subscript(checked index: Int) -> String {
        get async throws {
            guard storage.indices.contains(index) else { throw LookupError.outOfRange(index) }
            return storage[index]
        }
    }
}

func fetchItem(_ items: [String], _ i: Int) async -> String {
    i < items.count ? items[i] : "?"
}

let list = RemoteList(storage: ["zero", "one", "two"])
print(await list[0])
print(await list[2])
print(await list[7])

for i in [1, 5] {
    do {
        let v = try await list[checked: i]
        print("checked \(i):", v)
    } catch LookupError.outOfRange(let bad) {
        print("out of range:", bad)
    }
}

actor Cache {
    var data: [String: Int] = ["a": 1, "b": 2]
    subscript(key: String) -> Int? { data[key] }
}
let cache = Cache()
print(await cache["a"] ?? 0, await cache["z"] ?? 0)
// expect: zero
// expect: two
// expect: ?
// expect: checked 1: one
// expect: out of range: 5
// expect: 1 0
