// Swift book style (nested do): inner do/catch handles some errors and rethrows others to an outer handler
enum FileProblem: Error {
    case notFound(path: String)
    case permissionDenied(path: String)
    case corrupt(path: String, byte: Int)
}

let disk: [String: String] = ["/etc/app.conf": "mode=fast", "/var/data.bin": "\u{0}bad", "/root/secret": "x"]

func read(_ path: String) throws -> String {
    if path.hasPrefix("/root") { throw FileProblem.permissionDenied(path: path) }
    guard let contents = disk[path] else { throw FileProblem.notFound(path: path) }
    if let index = contents.unicodeScalars.firstIndex(where: { $0.value == 0 }) {
        throw FileProblem.corrupt(path: path, byte: contents.unicodeScalars.distance(from: contents.unicodeScalars.startIndex, to: index))
    }
    return contents
}

func loadWithDefaults(_ path: String) throws -> String {
    do {
        return try read(path)
    } catch FileProblem.notFound {
        print("  (using default for \(path))")
        return "default"
    }
}

func loadAll(_ paths: [String]) -> [String] {
    var loaded: [String] = []
    for path in paths {
        do {
            do {
                loaded.append(try loadWithDefaults(path))
            } catch FileProblem.corrupt(let p, let byte) {
                print("  corrupt \(p) at byte \(byte); skipping")
                continue
            }
        } catch {
            print("  outer handler: \(error)")
            loaded.append("<\(path.split(separator: "/").last!)>")
        }
    }
    return loaded
}

let result = loadAll(["/etc/app.conf", "/tmp/none", "/var/data.bin", "/root/secret"])
print(result)
do {
    try { () throws in _ = try read("/root/other") }()
} catch FileProblem.permissionDenied(let path) where path.contains("other") {
    print("closure threw for", path)
}

// expect:   (using default for /tmp/none)
// expect:   corrupt /var/data.bin at byte 0; skipping
// expect:   outer handler: permissionDenied(path: "/root/secret")
// expect: ["mode=fast", "default", "<secret>"]
// expect: closure threw for /root/other
