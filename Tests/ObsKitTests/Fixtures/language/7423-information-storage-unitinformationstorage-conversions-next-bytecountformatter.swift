// Tutorial style (information storage): UnitInformationStorage conversions next to ByteCountFormatter
import Foundation

let download = Measurement(value: 750, unit: UnitInformationStorage.megabytes)
print(download)
print(download.converted(to: .gigabytes))
print(download.converted(to: .megabits))
print("In bytes: \(Int(download.converted(to: .bytes).value))")

let mebi = Measurement(value: 1, unit: UnitInformationStorage.mebibytes)
print("1 MiB in kB: \(mebi.converted(to: .kilobytes).value)")
print("1 MiB in KiB: \(mebi.converted(to: .kibibytes).value)")
print("MiB > MB: \(mebi > Measurement(value: 1, unit: UnitInformationStorage.megabytes))")

let speed = Measurement(value: 100, unit: UnitInformationStorage.megabits)
let seconds = download.converted(to: .megabits).value / speed.value
print("Download at 100 Mbit/s takes \(seconds) s")

let bytes = Int64(download.converted(to: .bytes).value)
print(ByteCountFormatter.string(fromByteCount: bytes, countStyle: .file))
print(ByteCountFormatter.string(fromByteCount: bytes, countStyle: .binary))
print(bytes.formatted(.byteCount(style: .memory)))

let symbols = [UnitInformationStorage.bits, .bytes, .kilobytes, .gibibytes, .terabytes].map { $0.symbol }
print(symbols.joined(separator: " "))
// expect: 750.0 MB
// expect: 0.75 GB
// expect: 6000.0 Mb
// expect: In bytes: 750000000
// expect: 1 MiB in kB: 1048.576
// expect: 1 MiB in KiB: 1024.0
// expect: MiB > MB: true
// expect: Download at 100 Mbit/s takes 60.0 s
// expect: 750 MB
// expect: 715.3 MB
// expect: 715.3 MB
// expect: bit B kB GiB TB
