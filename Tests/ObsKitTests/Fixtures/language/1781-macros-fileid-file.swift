// Built-in literals `#fileID`, `#file` and `#filePath` (only their last path component is printed, since the directory differs between machines) and an assert-style helper reporting them.
// expected output: swiftc 6.3.1 (Linux), run on this machine; compiled with `-module-name main`, so #fileID is "main/<file name>"
func lastComponent(_ path: String) -> String {
    String(path.split(separator: "/").last ?? "")
}

print(#fileID)
print(lastComponent(#file))
print(lastComponent(#filePath))
print(#fileID.hasPrefix("main/"))

func check(_ condition: Bool, _ what: String, file: StaticString = #fileID, line: UInt = #line) {
    if !condition {
        print("check failed: \(what) at \(file):\(line)")
    } else {
        print("ok: \(what)")
    }
}
check(1 + 1 == 2, "addition")
check("abc".count == 4, "length")
let module = #fileID.split(separator: "/").first!
print("module", module)

// expect: main/1781-macros-fileid-file.swift
// expect: 1781-macros-fileid-file.swift
// expect: 1781-macros-fileid-file.swift
// expect: true
// expect: ok: addition
// expect: check failed: length at main/1781-macros-fileid-file.swift:20
// expect: module main
