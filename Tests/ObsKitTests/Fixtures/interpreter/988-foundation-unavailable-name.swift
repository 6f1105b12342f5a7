// A Foundation type ObsREPL does not simulate stops with an error naming it (ObsREPL does no I/O: no files, no network).
// Expected: written by hand (swiftc runs it and lists the current directory).
import Foundation

let name = "report.txt"
print(name.uppercased())
let files = try FileManager.default.contentsOfDirectory(atPath: ".")
print(files.count)

// expect: REPORT.TXT
// expect-error: Foundation's 'FileManager' is not available in ObsREPL
