// App code style: sorting file names and tags with compare(options:), locale-aware case mapping
// known-gap: error: 3809-sorting-file-names-tags.swift:18:33: error: value of type 'symbol' has no member 'rawValue'
import Foundation

let files = ["report10.pdf", "Report2.pdf", "report1.pdf", "summary.txt", "Appendix.doc", "report20.pdf"]
let plain = files.sorted()
print("plain:", plain)
let caseless = files.sorted { $0.compare($1, options: .caseInsensitive) == .orderedAscending }
print("caseless:", caseless)
let numeric = files.sorted { $0.compare($1, options: [.caseInsensitive, .numeric]) == .orderedAscending }
print("numeric:", numeric)

let results: [ComparisonResult] = [
    "apple".compare("Apple"),
    "apple".compare("Apple", options: .caseInsensitive),
    "item9".compare("item10", options: .numeric),
    "b".compare("a"),
]
print("results:", results.map { $0.rawValue })
print("caseInsensitiveCompare:", "HELLO".caseInsensitiveCompare("hello") == .orderedSame)

let posix = Locale(identifier: "en_US_POSIX")
let turkish = Locale(identifier: "tr_TR")
let words = ["istanbul", "ÇAY", "straße", "İzmir"]
for w in words {
    print("\(w): lower=\(w.lowercased(with: posix)) upper=\(w.uppercased(with: posix))")
}
print("turkish upper of i:", "i".uppercased(with: turkish))
print("capitalized:", "the quick-brown fox's den".capitalized)
print("capitalized with locale:", "hello wORLD".capitalized(with: posix))

let tags = ["Swift", "swift", "SWIFT", "iOS", "ios", "Linux"]
var seen: [String: String] = [:]
for t in tags where seen[t.lowercased()] == nil {
    seen[t.lowercased()] = t
}
print("deduped:", seen.keys.sorted().map { seen[$0]! })
print("prefix check:", "Report2.pdf".lowercased().hasPrefix("report"), "ends pdf:", files.filter { $0.hasSuffix(".pdf") }.count)
// expect: plain: ["Appendix.doc", "Report2.pdf", "report1.pdf", "report10.pdf", "report20.pdf", "summary.txt"]
// expect: caseless: ["Appendix.doc", "report1.pdf", "report10.pdf", "Report2.pdf", "report20.pdf", "summary.txt"]
// expect: numeric: ["Appendix.doc", "report1.pdf", "Report2.pdf", "report10.pdf", "report20.pdf", "summary.txt"]
// expect: results: [1, 0, -1, 1]
// expect: caseInsensitiveCompare: true
// expect: istanbul: lower=istanbul upper=ISTANBUL
// expect: ÇAY: lower=çay upper=ÇAY
// expect: straße: lower=straße upper=STRASSE
// expect: İzmir: lower=i̇zmir upper=İZMIR
// expect: turkish upper of i: İ
// expect: capitalized: The Quick-Brown Fox's Den
// expect: capitalized with locale: Hello World
// expect: deduped: ["iOS", "Linux", "Swift"]
// expect: prefix check: true ends pdf: 4
