// `#fileID` is "main/" and the file's name (a script runs as module main), `#file` and `#filePath` are the file's name
// (ObsREPL does not know the directory). Expected output: written by hand; swiftc with -module-name main prints the same
// #fileID for this file, and a full path for #file.
func where_(_ file: String = #fileID, line: Int = #line) -> String { "\(file):\(line)" }
print(#fileID)
print(where_())
print(#file.hasSuffix("991-fileid-and-file.swift"), #filePath == #file)

// expect: main/991-fileid-and-file.swift
// expect: main/991-fileid-and-file.swift:6
// expect: true true
