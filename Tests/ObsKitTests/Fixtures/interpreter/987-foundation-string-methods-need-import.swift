// Foundation's String methods (components(separatedBy:)...) need the import too; the standard library's do not.
// Expected: swiftc on this machine stops with the same error at compile time.
let csv = "a,b,c"
print(csv.components(separatedBy: ","))

// expect-error: value of type 'String' has no member 'components'
