// Concurrency tutorial: read-only computed properties with async and async throws getters
enum FileError: Error {
    case empty
}

struct RemoteFile {
    let name: String
    let lines: [String]

    var size: Int {
        get async {
            try? await Task.sleep(for: .milliseconds(1))
            return lines.reduce(0) { $0 + $1.count }
        }
    }

    var firstLine: String {
        get async throws {
            guard let first = lines.first else { throw FileError.empty }
            return first
        }
    }
}

actor Thermostat {
    private var readings = [20, 21, 23]
    func record(_ value: Int) { readings.append(value) }
    var average: Int { readings.reduce(0, +) / readings.count }
}

protocol Loadable {
    var value: Int { get async }
}

struct Remote: Loadable {
    var value: Int {
        get async { 99 }
    }
}

let readme = RemoteFile(name: "README.md", lines: ["# Title", "Some text", "More"])
let empty = RemoteFile(name: "empty.txt", lines: [])

print("\(readme.name) size: \(await readme.size)")
print("\(readme.name) first line: \(try await readme.firstLine)")
do {
    _ = try await empty.firstLine
} catch {
    print("\(empty.name): \(error)")
}

let thermostat = Thermostat()
print("Average: \(await thermostat.average)")
await thermostat.record(28)
print("Average after 28: \(await thermostat.average)")

let loadable: any Loadable = Remote()
print("Protocol value: \(await loadable.value)")
// expect: README.md size: 20
// expect: README.md first line: # Title
// expect: empty.txt: empty
// expect: Average: 21
// expect: Average after 28: 23
// expect: Protocol value: 99
