// Compiler test style (concurrency): async let with throwing initializers and try await
enum FetchError: Error, CustomStringConvertible {
    case timeout(String)
    case forbidden
    var description: String {
        switch self {
        case .timeout(let host): return "timeout contacting \(host)"
        case .forbidden: return "forbidden"
        }
    }
}

func fetch(_ host: String, allowed: Bool = true) async throws -> String {
    guard allowed else { throw FetchError.forbidden }
    if host.hasSuffix(".slow") { throw FetchError.timeout(host) }
    return "<\(host):\(host.count)>"
}

func mirror(_ primary: String, _ secondary: String) async -> String {
    async let p = fetch(primary)
    async let s = fetch(secondary)
    do {
        return try await p + " " + s
    } catch {
        return "error: \(error)"
    }
}

print(await mirror("alpha.net", "beta.org"))
print(await mirror("gamma.slow", "delta.io"))

func firstOrFallback(_ host: String) async -> String {
    async let page = fetch(host)
    if let result = try? await page { return result }
    return "fallback for \(host)"
}
print(await firstOrFallback("site.com"))
print(await firstOrFallback("site.slow"))

func bothResults() async -> [String] {
    async let ok = fetch("ok.dev")
    async let denied = fetch("secret.dev", allowed: false)
    var out: [String] = []
    do { out.append(try await ok) } catch { out.append("ok failed") }
    do { out.append(try await denied) } catch { out.append("denied: \(error)") }
    return out
}
for line in await bothResults() { print(line) }

func sumLengths(_ hosts: [String]) async throws -> Int {
    guard hosts.count >= 2 else { return 0 }
    async let first = fetch(hosts[0])
    async let rest = sumLengths(Array(hosts.dropFirst()))
    return try await first.count + rest
}
print("sum:", try await sumLengths(["a.b", "cc.dd", "eee.fff"]))
do {
    _ = try await sumLengths(["x.y", "z.slow", "w.v"])
} catch let e as FetchError {
    print("recursive failure:", e)
}

async let topLevel = fetch("main.app")
print("top-level:", try await topLevel)

// expect: <alpha.net:9> <beta.org:8>
// expect: error: timeout contacting gamma.slow
// expect: <site.com:8>
// expect: fallback for site.slow
// expect: <ok.dev:6>
// expect: denied: forbidden
// expect: sum: 16
// expect: recursive failure: timeout contacting z.slow
// expect: top-level: <main.app:8>
