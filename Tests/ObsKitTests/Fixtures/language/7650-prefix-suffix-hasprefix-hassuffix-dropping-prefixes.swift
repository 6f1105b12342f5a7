// Blog style (prefix and suffix): hasPrefix/hasSuffix, dropping prefixes and matching file types
let files = ["report.pdf", "photo.JPG", "notes.txt", "README", "archive.tar.gz"]
for f in files {
    let kind: String
    if f.hasSuffix(".pdf") { kind = "document" }
    else if f.lowercased().hasSuffix(".jpg") { kind = "image" }
    else if f.hasSuffix(".gz") { kind = "compressed" }
    else { kind = "unknown" }
    print(f, kind)
}
let url = "https://swift.org/download"
if url.hasPrefix("https://") {
    let rest = url.dropFirst("https://".count)
    print(rest)
}
print("".hasPrefix(""), "abc".hasPrefix(""), "abc".hasSuffix("abc"))
print("café".hasSuffix("e\u{301}"))
print("Swift".hasPrefix("sw"), "Swift".lowercased().hasPrefix("sw"))
let trimmed = "---title---".drop(while: { $0 == "-" })
print(trimmed, "|", String(trimmed.reversed().drop(while: { $0 == "-" }).reversed()))
// expect: report.pdf document
// expect: photo.JPG image
// expect: notes.txt unknown
// expect: README unknown
// expect: archive.tar.gz compressed
// expect: swift.org/download
// expect: true true true
// expect: true
// expect: false true
// expect: title--- | title
