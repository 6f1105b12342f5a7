// Swift by Sundell style (async properties): read-only computed properties with async and async throws getters, async subscripts and protocol requirements
protocol RemoteResource {
    var name: String { get }
    var size: Int { get async }
    var checksum: String { get async throws }
}

enum ResourceError: Error { case corrupted(String) }

struct RemoteFile: RemoteResource {
    let name: String
    let bytes: [UInt8]

    var size: Int {
        get async { await Task { bytes.count }.value }
    }

    var checksum: String {
        get async throws {
            guard !bytes.isEmpty else { throw ResourceError.corrupted(name) }
            let sum = bytes.reduce(0) { ($0 + Int($1)) % 256 }
            return "cs\(sum)"
        }
    }
}

struct Folder {
    let files: [RemoteFile]

    subscript(index: Int) -> RemoteFile {
        get async { files[index] }
    }

    subscript(named name: String) -> RemoteFile {
        get async throws {
            guard let file = files.first(where: { $0.name == name }) else {
                throw ResourceError.corrupted("missing \(name)")
            }
            return file
        }
    }

    var totalSize: Int {
        get async {
            var total = 0
            for file in files { total += await file.size }
            return total
        }
    }
}

func describe(_ resource: some RemoteResource) async -> String {
    let size = await resource.size
    let checksum = (try? await resource.checksum) ?? "n/a"
    return "\(resource.name): \(size) bytes, \(checksum)"
}

let folder = Folder(files: [
    RemoteFile(name: "a.txt", bytes: [1, 2, 3]),
    RemoteFile(name: "b.bin", bytes: Array(repeating: 200, count: 5)),
    RemoteFile(name: "empty", bytes: []),
])

for i in 0..<3 { print(await describe(await folder[i])) }
print("total:", await folder.totalSize)
print(try await folder[named: "b.bin"].checksum)
do {
    _ = try await folder[named: "c.txt"]
} catch {
    print("lookup failed:", error)
}
do {
    _ = try await folder[2].checksum
} catch ResourceError.corrupted(let name) {
    print("corrupted:", name)
}

// expect: a.txt: 3 bytes, cs6
// expect: b.bin: 5 bytes, cs232
// expect: empty: 0 bytes, n/a
// expect: total: 8
// expect: cs232
// expect: lookup failed: corrupted("missing c.txt")
// expect: corrupted: empty
