// App code style: a download-status formatter mixing String(format:) with byte-size arithmetic
import Foundation

func humanBytes(_ bytes: Int64) -> String {
    let units = ["B", "KB", "MB", "GB", "TB"]
    var value = Double(bytes)
    var index = 0
    while value >= 1024 && index < units.count - 1 {
        value /= 1024
        index += 1
    }
    return index == 0 ? String(format: "%d %@", Int(bytes), units[index]) : String(format: "%.1f %@", value, units[index])
}

struct Download { let name: String; let received: Int64; let total: Int64; let secondsElapsed: Double }
let downloads = [
    Download(name: "video.mp4", received: 734_003_200, total: 1_468_006_400, secondsElapsed: 42),
    Download(name: "notes.txt", received: 512, total: 512, secondsElapsed: 0.1),
    Download(name: "backup.zip", received: 5_368_709_120, total: 10_737_418_240, secondsElapsed: 600),
    Download(name: "icon.png", received: 0, total: 20_480, secondsElapsed: 0),
]

for d in downloads {
    let fraction = d.total == 0 ? 0 : Double(d.received) / Double(d.total)
    let speed = d.secondsElapsed > 0 ? Double(d.received) / d.secondsElapsed : 0
    print(String(format: "%@  %@ / %@  (%05.1f%%)", d.name, humanBytes(d.received), humanBytes(d.total), fraction * 100))
    if speed > 0 && d.received < d.total {
        let remaining = Double(d.total - d.received) / speed
        let mins = Int(remaining) / 60, secs = Int(remaining) % 60
        print(String(format: "    %@/s, %d:%02d left", humanBytes(Int64(speed)), mins, secs))
    } else {
        print(d.received == d.total ? "    complete" : "    waiting")
    }
}
let totalBytes = downloads.reduce(Int64(0)) { $0 + $1.total }
print("queue size:", humanBytes(totalBytes))
print(String(format: "checksum: %08X", UInt32(truncatingIfNeeded: totalBytes)))
print(String(format: "%@ has %d items, %.2f%% done overall", "Queue", downloads.count,
             100 * Double(downloads.reduce(Int64(0)) { $0 + $1.received }) / Double(totalBytes)))
// expect: video.mp4  700.0 MB / 1.4 GB  (050.0%)
// expect:     16.7 MB/s, 0:42 left
// expect: notes.txt  512 B / 512 B  (100.0%)
// expect:     complete
// expect: backup.zip  5.0 GB / 10.0 GB  (050.0%)
// expect:     8.5 MB/s, 10:00 left
// expect: icon.png  0 B / 20.0 KB  (000.0%)
// expect:     waiting
// expect: queue size: 11.4 GB
// expect: checksum: D7805200
// expect: Queue has 4 items, 50.00% done overall
