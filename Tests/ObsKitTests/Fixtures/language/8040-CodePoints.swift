// from swiftlang/swift test/stdlib/CodePoints.swift (adapted)
// expected output: swiftc 6.3.1 (Linux), run on this machine

// The original exercised a long-removed `CodePoints` type; this version runs
// the same checks on String and its unicodeScalars view.

func testFirstLast(_ c: Unicode.Scalar) {

  func highBit(_ codePointValue: UInt32) -> Int {
    var v  = codePointValue
    var hiBit = 21
    repeat {
      if (v & 0x00100000) != 0 { break }
      v <<= 1
      hiBit -= 1
    }
    while hiBit > 0
    // Make sure I've done the computation right
    assert((UInt32(1 << (hiBit-1)) & codePointValue) != 0)
    assert((~(UInt32(1 << hiBit)-1) & codePointValue) == 0)
    return hiBit
  }

  print("testing '\(c)'", terminator: "")
  print(" (u+\(String(c.value, radix:16))),", terminator: "")
  print(" \(highBit(c.value)) bits")

  let cp0 = (String(c) + "elmer").unicodeScalars
  let cp1 = ("bugs" + String(c)).unicodeScalars
  assert(cp0.first == c)
  assert(cp1.last == c)
  assert(String(cp0.dropFirst()) == "elmer")
  assert(String(cp1.dropLast()) == "bugs")
}

testFirstLast("\u{006f}")
testFirstLast("\u{00A9}")
testFirstLast("\u{0521}")
testFirstLast("\u{0ED2}")
testFirstLast("\u{B977}")
testFirstLast("\u{0001D452}")
testFirstLast("\u{0010B9C4}")
print("testing isEmpty()...")
assert(!"daffy".unicodeScalars.isEmpty)
assert("box".unicodeScalars.dropLast().dropFirst().dropLast().isEmpty)

func testStartsEndsWith() {
  print("testing startsWith()...")
  let source = "b\u{4587}u\u{0122}n\u{BF01}n\u{0001E825}y"
  assert(source.hasPrefix(""))

  var prefixFeed = Substring(source)
  var prefix = ""
  var steps = 0
  while !prefixFeed.isEmpty {
    prefix.append(prefixFeed.first!)
    prefixFeed = prefixFeed.dropFirst()
    assert(source.hasPrefix(prefix))
    steps += 1
  }
  assert(!source.hasPrefix("duck season!"))
  assert(!source.hasPrefix("duck"))
  print("prefix steps: \(steps)")

  print("testing endsWith()...")
  var suffixFeed = Substring(source)
  var suffix = ""
  while !suffixFeed.isEmpty {
    suffix = String(suffixFeed.last!) + suffix
    suffixFeed = suffixFeed.dropLast()
    assert(source.hasSuffix(suffix))
  }
  assert(!source.hasSuffix("wabbit season!"))
  assert(!source.hasSuffix("wabbit"))
  print("suffix == source: \(suffix == source)")
}

testStartsEndsWith()

func printList(_ x: [Substring]) {
  print("[ ", terminator: "")
  var prefix = ""
  for s in x {
    print(prefix, terminator: "")
    print("\"", terminator: "")
    print(s, terminator: "")
    print("\"", terminator: "")
    prefix = ", "
  }
  print(" ]")
}

func testSplit() {
  print("testing split()...")
  var qbf = "The quick\nbrown fox".split(whereSeparator: { $0 == " " || $0 == "\n" })
  printList(qbf)
  assert(qbf.count == 4)
  assert(qbf[0] == "The")
  assert(qbf[1] == "quick")
  assert(qbf[2] == "brown")
  assert(qbf[3] == "fox")

  print("testing split(separator)...")
  qbf = "The quick\nbrown fox".split(separator: " ")
  printList(qbf)
  assert(qbf.count == 3)
  assert(qbf[0] == "The")
  assert(qbf[1] == "quick\nbrown")
  assert(qbf[2] == "fox")

  print("testing split(maxSplits)...")
  qbf = "The quick\nbrown fox".split(maxSplits: 2, whereSeparator: { $0 == " " || $0 == "\n" })
  printList(qbf)
  assert(qbf.count == 3)
  assert(qbf[0] == "The")
  assert(qbf[1] == "quick")
  assert(qbf[2] == "brown fox")

  print("testing split(separator, maxSplits)...")
  qbf = "The quick\nbrown fox".split(separator: " ", maxSplits: 1)
  printList(qbf)
  assert(qbf.count == 2)
  assert(qbf[0] == "The")
  assert(qbf[1] == "quick\nbrown fox")

  var sparse = "  x  y  ".split(separator: " ")
  printList(sparse)
  assert(sparse.count == 2)
  assert(sparse[0] == "x")
  assert(sparse[1] == "y")

  //                   01 23 45
  sparse = "  x  y  ".split(separator: " ", omittingEmptySubsequences: false)
  printList(sparse)
  assert(sparse.count == 7)
  assert(sparse[0] == "")
  assert(sparse[1] == "")
  assert(sparse[2] == "x")
  assert(sparse[3] == "")
  assert(sparse[4] == "y")
  assert(sparse[5] == "")
  assert(sparse[6] == "")
}
testSplit()

print("done.")

// expect: testing 'o' (u+6f), 7 bits
// expect: testing '©' (u+a9), 8 bits
// expect: testing 'ԡ' (u+521), 11 bits
// expect: testing '໒' (u+ed2), 12 bits
// expect: testing '륷' (u+b977), 16 bits
// expect: testing '𝑒' (u+1d452), 17 bits
// expect: testing '􋧄' (u+10b9c4), 21 bits
// expect: testing isEmpty()...
// expect: testing startsWith()...
// expect: prefix steps: 9
// expect: testing endsWith()...
// expect: suffix == source: true
// expect: testing split()...
// expect: [ "The", "quick", "brown", "fox" ]
// expect: testing split(separator)...
// expect: [ "The", "quick
// expect: brown", "fox" ]
// expect: testing split(maxSplits)...
// expect: [ "The", "quick", "brown fox" ]
// expect: testing split(separator, maxSplits)...
// expect: [ "The", "quick
// expect: brown fox" ]
// expect: [ "x", "y" ]
// expect: [ "", "", "x", "", "y", "", "" ]
// expect: done.
