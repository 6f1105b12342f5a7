// Tutorial style (file names): sorting file names like Finder with localizedStandardCompare and .numeric
import Foundation

let files = ["img12.png", "img10.png", "IMG2.png", "img1.png", "Img3.PNG", "notes.txt", "Notes 2.txt", "notes 10.txt"]

let plain = files.sorted()
print("plain:", plain.joined(separator: " "))

let finder = files.sorted { $0.localizedStandardCompare($1) == .orderedAscending }
print("finder:", finder.joined(separator: " "))

let numeric = files.sorted { $0.compare($1, options: [.numeric, .caseInsensitive]) == .orderedAscending }
print("numeric:", numeric.joined(separator: " "))

let results: [ComparisonResult] = [
    "file2".compare("file10"),
    "file2".compare("file10", options: .numeric),
    "ABC".compare("abc", options: .caseInsensitive),
    "b".compare("a"),
]
for r in results {
    switch r {
    case .orderedAscending: print("ascending")
    case .orderedSame: print("same")
    case .orderedDescending: print("descending")
    }
}

for f in ["report.final.pdf", "archive.tar.gz", "README", "/tmp/photos/cat.jpeg"] {
    let ns = f as NSString
    print(ns.lastPathComponent, "|", ns.pathExtension.isEmpty ? "-" : ns.pathExtension, "|", ns.deletingPathExtension)
}

let grouped = Dictionary(grouping: files) { ($0 as NSString).pathExtension.lowercased() }
for ext in grouped.keys.sorted() {
    print(ext, grouped[ext]!.count)
}
// expect: plain: IMG2.png Img3.PNG Notes 2.txt img1.png img10.png img12.png notes 10.txt notes.txt
// expect: finder: img1.png IMG2.png Img3.PNG img10.png img12.png Notes 2.txt notes 10.txt notes.txt
// expect: numeric: img1.png IMG2.png Img3.PNG img10.png img12.png Notes 2.txt notes 10.txt notes.txt
// expect: descending
// expect: ascending
// expect: same
// expect: descending
// expect: report.final.pdf | pdf | report.final
// expect: archive.tar.gz | gz | archive.tar
// expect: README | - | README
// expect: cat.jpeg | jpeg | /tmp/photos/cat
// expect: png 5
// expect: txt 3
