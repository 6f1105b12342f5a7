// Class: crash (found by obsfuzz, seed 1, a mutation of a collection fixture: `var startIndex: Int { Int.min }`). The
// count of a RandomAccessCollection of Int indices is `endIndex - startIndex`, which overflowed in the interpreter
// itself; Swift traps there too ("arithmetic overflow"), so the script stops with that fatal error.
struct Rows: RandomAccessCollection {
    var startIndex: Int { Int.min }
    var endIndex: Int { 3 }
    subscript(i: Int) -> Int { i }
}
print("made")
print(Rows().count)

// expect: made
// expect-error: Fatal error: arithmetic overflow
