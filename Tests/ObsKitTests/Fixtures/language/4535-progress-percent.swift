// App code style: a download progress tracker formatting fractions as percentages without Foundation
struct Progress<Unit: BinaryInteger> {
    let total: Unit
    private(set) var completed: Unit = 0

    init(total: Unit) { self.total = total }

    mutating func advance(by amount: Unit) {
        completed = min(completed + amount, total)
    }

    var fraction: Double {
        total == 0 ? 1 : Double(Int(completed)) / Double(Int(total))
    }

    var isFinished: Bool { completed == total }

    func percentString(decimals: Int) -> String {
        formatFixed(fraction * 100, decimals: decimals) + "%"
    }

    func bar(width: Int) -> String {
        let filled = Int(fraction * Double(width))
        return "[" + String(repeating: "=", count: filled) + String(repeating: " ", count: width - filled) + "]"
    }
}

func formatFixed(_ value: Double, decimals: Int) -> String {
    var scale = 1
    for _ in 0..<decimals { scale *= 10 }
    let scaled = Int(value * Double(scale) + (value < 0 ? -0.5 : 0.5))
    let whole = scaled / scale
    let frac = abs(scaled % scale)
    if decimals == 0 { return "\(whole)" }
    var fracText = "\(frac)"
    while fracText.count < decimals { fracText = "0" + fracText }
    return "\(whole).\(fracText)"
}

func formatBytes<T: BinaryInteger>(_ bytes: T) -> String {
    let units = ["B", "KB", "MB", "GB"]
    var value = Double(Int(bytes))
    var index = 0
    while value >= 1024 && index < units.count - 1 {
        value /= 1024
        index += 1
    }
    return index == 0 ? "\(Int(bytes)) B" : formatFixed(value, decimals: 1) + " " + units[index]
}

var download = Progress<Int>(total: 5_000_000)
let chunks = [750_000, 1_250_000, 2_000_000, 999_999, 1_000_000]
for chunk in chunks {
    download.advance(by: chunk)
    print(download.bar(width: 20), download.percentString(decimals: 1), formatBytes(download.completed), download.isFinished)
}

var small = Progress<UInt8>(total: 3)
for _ in 0..<4 {
    small.advance(by: 1)
    print(small.percentString(decimals: 2), small.fraction)
}
print(Progress<Int>(total: 0).percentString(decimals: 0))

print(formatFixed(3.14159, decimals: 2), formatFixed(2.5, decimals: 0), formatFixed(-1.005, decimals: 2))
print(formatFixed(0.1 + 0.2, decimals: 3), formatFixed(99.999, decimals: 2))
print(formatBytes(512), formatBytes(2048), formatBytes(5_000_000), formatBytes(UInt32(3_221_225_472)))
print(0.1 + 0.2, 1.0 / 3.0, 2.0 / 3.0)
print(Float(1) / 3, Double(Float(0.1)))
// expect: [===                 ] 15.0% 732.4 KB false
// expect: [========            ] 40.0% 1.9 MB false
// expect: [================    ] 80.0% 3.8 MB false
// expect: [=================== ] 100.0% 4.8 MB false
// expect: [====================] 100.0% 4.8 MB true
// expect: 33.33% 0.3333333333333333
// expect: 66.67% 0.6666666666666666
// expect: 100.00% 1.0
// expect: 100.00% 1.0
// expect: 100%
// expect: 3.14 3 -1.00
// expect: 0.300 100.00
// expect: 512 B 2.0 KB 4.8 MB 3.0 GB
// expect: 0.30000000000000004 0.3333333333333333 0.6666666666666666
// expect: 0.33333334 0.10000000149011612
