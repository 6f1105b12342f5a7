// Foundation in app code: sorting file names with localizedStandardCompare (Finder-like numeric ordering)
import Foundation

let files = ["File10.txt", "file2.txt", "File1.txt", "file20.txt", "File3.txt"]

let plain = files.sorted()
print("Plain: \(plain)")

let natural = files.sorted { $0.localizedStandardCompare($1) == .orderedAscending }
print("Natural: \(natural)")

let versions = ["1.10", "1.2", "1.9", "2.0", "1.1"]
print(versions.sorted { $0.compare($1, options: .numeric) == .orderedAscending })

print("a".localizedStandardCompare("B") == .orderedAscending)
print("item9".compare("item10", options: .numeric) == .orderedAscending)
print("item9" < "item10")

let names = ["bob", "Alice", "carol", "Dave"]
print(names.sorted { $0.caseInsensitiveCompare($1) == .orderedAscending })
print("HELLO".caseInsensitiveCompare("hello") == .orderedSame)

// expect: Plain: ["File1.txt", "File10.txt", "File3.txt", "file2.txt", "file20.txt"]
// expect: Natural: ["File1.txt", "file2.txt", "File3.txt", "File10.txt", "file20.txt"]
// expect: ["1.1", "1.2", "1.9", "1.10", "2.0"]
// expect: true
// expect: true
// expect: false
// expect: ["Alice", "bob", "carol", "Dave"]
// expect: true
