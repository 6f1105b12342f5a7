// Compiler test style: defer blocks run when errors propagate through several frames
enum Boom: Error { case at(Int) }
var trace: [String] = []

func level3(_ n: Int) throws -> Int {
  defer { trace.append("L3 defer") }
  if n > 2 { throw Boom.at(3) }
  return n
}

func level2(_ n: Int) throws -> Int {
  defer { trace.append("L2 defer") }
  let v = try level3(n)
  trace.append("L2 after call")
  return v + 10
}

func level1(_ n: Int) -> String {
  defer { trace.append("L1 defer") }
  do {
    defer { trace.append("do-block defer") }
    let r = try level2(n)
    return "ok \(r)"
  } catch Boom.at(let where_) {
    trace.append("caught at \(where_)")
    return "failed"
  } catch {
    return "other"
  }
}

print(level1(1))
print(trace)
trace.removeAll()
print(level1(5))
print(trace)

func loopThrow() throws {
  for i in 1...3 {
    defer { print("iteration \(i) cleanup") }
    if i == 2 { throw Boom.at(i) }
    print("iteration \(i) body")
  }
}
do { try loopThrow() } catch { print("loop threw \(error)") }

// expect: ok 11
// expect: ["L3 defer", "L2 after call", "L2 defer", "do-block defer", "L1 defer"]
// expect: failed
// expect: ["L3 defer", "L2 defer", "do-block defer", "caught at 3", "L1 defer"]
// expect: iteration 1 body
// expect: iteration 1 cleanup
// expect: iteration 2 cleanup
// expect: loop threw at(2)
