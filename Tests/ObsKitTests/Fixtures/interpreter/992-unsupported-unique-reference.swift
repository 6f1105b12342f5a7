// isKnownUniquelyReferenced is not supported (ObsREPL does not count references): using it stops with an error naming it.
// Expected: written by hand (swiftc runs it; fixture language/1303 has the program that needs it).
final class Storage { var items: [Int] = [] }
var storage = Storage()
print(storage.items.count)
print(isKnownUniquelyReferenced(&storage))

// expect: 0
// expect-error: not supported yet: 'isKnownUniquelyReferenced' (ObsREPL does not count references to objects)
