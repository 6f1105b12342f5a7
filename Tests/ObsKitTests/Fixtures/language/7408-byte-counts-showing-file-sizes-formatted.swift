// Tutorial style (byte counts): showing file sizes with .formatted(.byteCount(style:))
import Foundation

struct FileEntry {
    let name: String
    let size: Int64
}

let files = [
    FileEntry(name: "notes.txt", size: 532),
    FileEntry(name: "photo.jpg", size: 2_457_600),
    FileEntry(name: "movie.mp4", size: 1_610_612_736),
    FileEntry(name: "empty.log", size: 0),
]

for f in files {
    print("\(f.name): \(f.size.formatted(.byteCount(style: .file)))")
}

print("Memory style:")
for f in files {
    print("  \(f.name): \(f.size.formatted(.byteCount(style: .memory)))")
}

let total = files.map(\.size).reduce(0, +)
print("Total (decimal): \(total.formatted(.byteCount(style: .decimal)))")
print("Total (binary): \(total.formatted(.byteCount(style: .binary)))")

let big = Int64(5_000_000_000)
print(big.formatted(.byteCount(style: .file, allowedUnits: .mb)))
print(big.formatted(.byteCount(style: .file, allowedUnits: .gb)))
print(Int64(1).formatted(.byteCount(style: .file)))
print(Int64(1024).formatted(.byteCount(style: .binary)))
// expect: notes.txt: 532 bytes
// expect: photo.jpg: 2.5 MB
// expect: movie.mp4: 1.61 GB
// expect: empty.log: Zero kB
// expect: Memory style:
// expect:   notes.txt: 532 bytes
// expect:   photo.jpg: 2.3 MB
// expect:   movie.mp4: 1.5 GB
// expect:   empty.log: Zero kB
// expect: Total (decimal): 1.61 GB
// expect: Total (binary): 1.5 GB
// expect: 5,000 MB
// expect: 5 GB
// expect: 1 byte
// expect: 1 kB
