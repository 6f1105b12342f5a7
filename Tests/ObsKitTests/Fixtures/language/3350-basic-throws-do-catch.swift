// Compiler test style: basic throws, do/catch with enum patterns and bound associated values
enum ParseError: Error {
  case empty
  case badChar(Character, at: Int)
  case tooLong(Int)
}

func parse(_ s: String) throws -> Int {
  if s.isEmpty { throw ParseError.empty }
  if s.count > 4 { throw ParseError.tooLong(s.count) }
  var v = 0
  for (i, c) in s.enumerated() {
    guard let d = c.wholeNumberValue else { throw ParseError.badChar(c, at: i) }
    v = v * 10 + d
  }
  return v
}

for input in ["123", "", "12a4", "123456", "7", "x"] {
  do {
    let v = try parse(input)
    print("ok \(v)")
  } catch ParseError.empty {
    print("empty")
  } catch ParseError.badChar(let c, at: 0) {
    print("bad leading char \(c)")
  } catch ParseError.badChar(let c, let i) {
    print("bad char \(c) at \(i)")
  } catch let ParseError.tooLong(n) where n > 5 {
    print("way too long: \(n)")
  } catch {
    print("other: \(error)")
  }
}
// expect: ok 123
// expect: empty
// expect: bad char a at 2
// expect: way too long: 6
// expect: ok 7
// expect: bad leading char x
