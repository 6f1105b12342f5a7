// Compiler test style: errors thrown from stored closures, autoclosures and nested closure calls
enum Fail: Error { case at(String) }

let steps: [(String, () throws -> Int)] = [
  ("one", { 1 }),
  ("two", { throw Fail.at("two") }),
  ("three", { 3 }),
]

func runAll() -> [String] {
  var results: [String] = []
  for (name, step) in steps {
    do {
      let v = try step()
      results.append("\(name)=\(v)")
    } catch Fail.at(let w) {
      results.append("\(name) failed at \(w)")
    } catch {
      results.append("?")
    }
  }
  return results
}
print(runAll())

func orElse(_ a: Int?, _ b: @autoclosure () throws -> Int) rethrows -> Int {
  if let a { return a }
  return try b()
}
func thrower() throws -> Int { throw Fail.at("autoclosure") }
print(try orElse(5, thrower()))
do {
  print(try orElse(nil, thrower()))
} catch {
  print("caught", error)
}

var evaluated = false
let val = (Optional(1) ?? { evaluated = true; return 0 }())
print(val, evaluated)

func compose(_ f: @escaping (Int) throws -> Int, _ g: @escaping (Int) throws -> Int) -> (Int) throws -> Int {
  return { x in try g(try f(x)) }
}
let half: (Int) throws -> Int = { x in
  guard x % 2 == 0 else { throw Fail.at("odd \(x)") }
  return x / 2
}
let quarter = compose(half, half)
for x in [8, 6, 3] {
  do { print(x, "->", try quarter(x)) } catch { print(x, "->", error) }
}
let r = Result { try [4, 12, 10].map(quarter) }
print(r)

// expect: ["one=1", "two failed at two", "three=3"]
// expect: 5
// expect: caught at("autoclosure")
// expect: 1 false
// expect: 8 -> 2
// expect: 6 -> at("odd 3")
// expect: 3 -> at("odd 3")
// expect: failure(main.Fail.at("odd 5"))
