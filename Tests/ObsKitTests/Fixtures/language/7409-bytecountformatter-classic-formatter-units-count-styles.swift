// Tutorial style (ByteCountFormatter): the classic formatter with units, count styles and options
import Foundation

let formatter = ByteCountFormatter()
formatter.countStyle = .file
print(formatter.string(fromByteCount: 1_048_576))
print(formatter.string(fromByteCount: 999))

formatter.countStyle = .memory
print(formatter.string(fromByteCount: 1_048_576))

formatter.allowedUnits = [.useKB]
print(formatter.string(fromByteCount: 3_500_000))

formatter.allowedUnits = [.useMB, .useGB]
formatter.countStyle = .decimal
print(formatter.string(fromByteCount: 3_500_000))
print(formatter.string(fromByteCount: 7_250_000_000))

formatter.includesUnit = false
print("No unit: \(formatter.string(fromByteCount: 7_250_000_000))")
formatter.includesUnit = true

formatter.allowedUnits = .useAll
formatter.includesActualByteCount = true
print(formatter.string(fromByteCount: 2048))

let quick = ByteCountFormatter.string(fromByteCount: 123_456_789, countStyle: .binary)
print("Quick: \(quick)")

let zeroFormatter = ByteCountFormatter()
print("Zero: \(zeroFormatter.string(fromByteCount: 0))")
zeroFormatter.allowsNonnumericFormatting = false
print("Zero numeric: \(zeroFormatter.string(fromByteCount: 0))")
// expect: 1 MB
// expect: 999 bytes
// expect: 1 MB
// expect: 3,418 KB
// expect: 3.5 MB
// expect: 7.25 GB
// expect: No unit: 7.25
// expect: 2 KB (2,048 bytes)
// expect: Quick: 117.7 MB
// expect: Zero: Zero KB
// expect: Zero numeric: 0 bytes
