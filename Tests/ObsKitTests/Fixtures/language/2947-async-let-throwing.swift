// Compiler test style: throwing async let bindings awaited with try await, including a failing child
enum FetchError: Error, Equatable {
    case missing(String)
}

func fetchImage(_ name: String) async throws -> String {
    if name.hasPrefix("x") { throw FetchError.missing(name) }
    return "img(\(name))"
}

func fetchSize(_ name: String) async -> Int {
    name.count * 100
}

func gallery(_ a: String, _ b: String) async throws -> String {
    async let first = fetchImage(a)
    async let second = fetchImage(b)
    async let size = fetchSize(a + b)
    let images = try await [first, second]
    return images.joined(separator: "+") + " size=\(await size)"
}

do {
    print(try await gallery("cat", "dog"))
    print(try await gallery("sun", "xray"))
} catch let e as FetchError {
    print("failed:", e)
}

func unusedAsyncLet() async -> String {
    async let ignored = fetchSize("abc")
    return "returned without awaiting"
}
print(await unusedAsyncLet())

async let r = fetchImage("xenon")
let outcome: Result<String, Error>
do { outcome = .success(try await r) } catch { outcome = .failure(error) }
if case .failure(let err) = outcome { print("top-level:", err) }
// expect: img(cat)+img(dog) size=600
// expect: failed: missing("xray")
// expect: returned without awaiting
// expect: top-level: missing("xenon")
