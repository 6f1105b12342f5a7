// Class: crash (found by obsfuzz, seed 7: `r[1..<1 << 62]` on a script Collection corrupted the heap: the slice
// was made by mapping the whole range before any check, and the standard library's map reserved an array of 2^62
// elements). Swift checks a slice's range against the collection's own bounds first: swiftc 6.3.1 on this machine
// traps with "Fatal error: Range out of bounds"; ObsREPL stops the script with that error, the session intact.
// The line before it is swiftc's output.
struct Ring: Collection {
    var storage = [10, 20, 30]
    var startIndex: Int { 0 }
    var endIndex: Int { storage.count }
    func index(after i: Int) -> Int { i + 1 }
    subscript(position: Int) -> Int { storage[position] }
}
let ring = Ring()
print(Array(ring[1..<3]))
print(Array(ring[1..<1 << 62]))

// expect: [20, 30]
// expect-error: Fatal error: Range out of bounds
