// Compiler test style: error propagation through nested functions and closures, defer with throws and rethrow
enum Step: Error { case failed(String) }
var trace: [String] = []

func level3(_ fail: Bool) throws -> Int {
  trace.append("l3")
  if fail { throw Step.failed("l3") }
  return 3
}
func level2(_ fail: Bool) throws -> Int {
  defer { trace.append("l2-defer") }
  let v = try level3(fail)
  trace.append("l2-after")
  return v * 2
}
func level1(_ fail: Bool) -> String {
  do {
    let v = try level2(fail)
    return "value \(v)"
  } catch Step.failed(let where_) {
    return "failed at \(where_)"
  } catch {
    return "unknown"
  }
}
print(level1(false)); print(trace); trace = []
print(level1(true)); print(trace); trace = []

func wrap(_ body: () throws -> Void) throws {
  do {
    try body()
  } catch {
    trace.append("wrap saw \(error)")
    throw error
  }
}
do {
  try wrap { throw Step.failed("closure") }
} catch {
  trace.append("outer saw \(error)")
}
print(trace.joined(separator: " | "))

let closure: (Int) throws -> Int = { x in
  guard x != 0 else { throw Step.failed("zero") }
  return 100 / x
}
print((try? closure(4)) as Any, (try? closure(0)) as Any)
// expect: value 6
// expect: ["l3", "l2-after", "l2-defer"]
// expect: failed at l3
// expect: ["l3", "l2-defer"]
// expect: wrap saw failed("closure") | outer saw failed("closure")
// expect: Optional(25) nil
