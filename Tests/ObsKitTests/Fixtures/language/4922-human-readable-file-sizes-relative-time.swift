// App code style: human-readable file sizes, relative "time ago" labels and compact counters with integer math
enum ByteUnit: Int, CaseIterable {
    case bytes, kb, mb, gb, tb
    var symbol: String {
        switch self {
        case .bytes: return "B"
        case .kb: return "KB"
        case .mb: return "MB"
        case .gb: return "GB"
        case .tb: return "TB"
        }
    }
}

func formatBytes(_ bytes: Int64, base: Int64 = 1024) -> String {
    if bytes < base { return "\(bytes) \(bytes == 1 ? "byte" : "bytes")" }
    var unit = ByteUnit.bytes
    var divisor: Int64 = 1
    while bytes / divisor >= base, let next = ByteUnit(rawValue: unit.rawValue + 1) {
        unit = next
        divisor *= base
    }
    let tenths = (bytes * 10 + divisor / 2) / divisor
    let whole = tenths / 10, fraction = tenths % 10
    if whole >= 100 || fraction == 0 { return "\((bytes + divisor / 2) / divisor) \(unit.symbol)" }
    return "\(whole).\(fraction) \(unit.symbol)"
}

func timeAgo(seconds: Int) -> String {
    switch seconds {
    case ..<0: return "in the future"
    case 0..<10: return "just now"
    case 10..<60: return "\(seconds)s ago"
    case 60..<3600:
        let m = seconds / 60
        return m == 1 ? "a minute ago" : "\(m) minutes ago"
    case 3600..<86_400:
        let h = seconds / 3600, m = (seconds % 3600) / 60
        return m == 0 ? "\(h)h ago" : "\(h)h \(m)m ago"
    case 86_400..<(7 * 86_400):
        let d = seconds / 86_400
        return d == 1 ? "yesterday" : "\(d) days ago"
    default:
        let w = seconds / (7 * 86_400)
        return w == 1 ? "last week" : "\(w) weeks ago"
    }
}

func compact(_ n: Int) -> String {
    let sign = n < 0 ? "-" : ""
    let value = n.magnitude
    let steps: [(UInt, String)] = [(1_000_000_000, "B"), (1_000_000, "M"), (1_000, "K")]
    for (size, suffix) in steps where value >= size {
        let tenths = value * 10 / size
        let text = tenths % 10 == 0 || tenths >= 1000 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
        return sign + text + suffix
    }
    return sign + "\(value)"
}

func percent(_ part: Int, of total: Int, decimals: Int = 1) -> String {
    guard total != 0 else { return "–" }
    var scale = 1
    for _ in 0..<decimals { scale *= 10 }
    let scaled = (part * 100 * scale * 2 + total) / (total * 2)
    let whole = scaled / scale
    let frac = scaled % scale
    if decimals == 0 { return "\(whole)%" }
    let fracText = String(frac)
    return "\(whole).\(String(repeating: "0", count: decimals - fracText.count))\(fracText)%"
}

let sizes: [Int64] = [0, 1, 512, 1023, 1024, 1536, 10_240, 1_048_576, 5_347_737, 734_003_200, 1_073_741_824, 3_298_534_883_328]
for size in sizes {
    print(String(size).padding(toLength: 14), formatBytes(size))
}
print("decimal base:", formatBytes(1_500_000, base: 1000), formatBytes(999_999, base: 1000))

for s in [-5, 3, 42, 60, 119, 3599, 3600, 5400, 86_399, 86_400, 200_000, 604_800, 2_000_000] {
    print("\(s) ->", timeAgo(seconds: s))
}

print([0, 999, 1000, 1250, 15_400, 999_999, 1_000_000, 2_560_000, -48_300, 7_100_000_000].map(compact))
print(percent(1, of: 3), percent(2, of: 3), percent(1, of: 8, decimals: 2), percent(5, of: 5, decimals: 0), percent(3, of: 0))

extension String {
    func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }
}

// expect: 0              0 bytes
// expect: 1              1 byte
// expect: 512            512 bytes
// expect: 1023           1023 bytes
// expect: 1024           1 KB
// expect: 1536           1.5 KB
// expect: 10240          10 KB
// expect: 1048576        1 MB
// expect: 5347737        5.1 MB
// expect: 734003200      700 MB
// expect: 1073741824     1 GB
// expect: 3298534883328  3 TB
// expect: decimal base: 1.5 MB 1000 KB
// expect: -5 -> in the future
// expect: 3 -> just now
// expect: 42 -> 42s ago
// expect: 60 -> a minute ago
// expect: 119 -> a minute ago
// expect: 3599 -> 59 minutes ago
// expect: 3600 -> 1h ago
// expect: 5400 -> 1h 30m ago
// expect: 86399 -> 23h 59m ago
// expect: 86400 -> yesterday
// expect: 200000 -> 2 days ago
// expect: 604800 -> last week
// expect: 2000000 -> 3 weeks ago
// expect: ["0", "999", "1K", "1.2K", "15.4K", "999K", "1M", "2.5M", "-48.3K", "7.1B"]
// expect: 33.3% 66.7% 12.50% 100% –
