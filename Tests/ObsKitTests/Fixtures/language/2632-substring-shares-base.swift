// Compiler test style: Substring indices are shared with the base string and base is observable
let text = "alpha,beta,gamma"
let comma = text.firstIndex(of: ",")!
let head = text[..<comma]
let tail = text[text.index(after: comma)...]
print(head, tail)
print(type(of: head))
print(head.startIndex == text.startIndex)
print(tail.base == text)
print(tail.startIndex == text.index(after: comma))

// Indices from the substring can index the base
let secondComma = tail.firstIndex(of: ",")!
print(text[secondComma...])
print(text.distance(from: text.startIndex, to: secondComma))

// Substring of a substring
let inner = tail.dropFirst(2).dropLast(3)
print(inner, inner.count)
print(inner.base == text)
print(text.distance(from: text.startIndex, to: inner.startIndex))

// Converting back to String makes a new base
let copy = String(inner)
print(copy, copy.startIndex == copy.startIndex, copy == inner)
var mutable = tail
mutable.append("!")
print(mutable, tail, text)
// expect: alpha beta,gamma
// expect: Substring
// expect: true
// expect: true
// expect: true
// expect: ,gamma
// expect: 10
// expect: ta,ga 5
// expect: true
// expect: 8
// expect: ta,ga true true
// expect: beta,gamma! beta,gamma alpha,beta,gamma
