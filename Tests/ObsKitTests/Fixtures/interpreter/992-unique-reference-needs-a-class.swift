// isKnownUniquelyReferenced takes only a variable that holds a class instance: a struct or an Int stops the
// script with the words swiftc rejects it with ("global function 'isKnownUniquelyReferenced' requires that
// 'Int' be a class type", checked with swiftc 6.3.1 on this machine; the interpreter gives the same words when
// the compiler check is off). Fixture 720 has what it answers for objects.
var count = 3
print(isKnownUniquelyReferenced(&count))

// expect-error: global function 'isKnownUniquelyReferenced' requires that 'Int' be a class type
